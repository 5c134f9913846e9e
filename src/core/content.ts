/**
 * Structural copies of @google/genai's `Content` and `Part` shapes, so real CLI and API
 * histories paste in as-is while core stays free of the runtime SDK.
 */

export interface FunctionCall {
  id?: string;
  name?: string;
  args?: Record<string, unknown>;
}

export interface FunctionResponse {
  id?: string;
  name?: string;
  response?: Record<string, unknown> | string;
  parts?: Part[];
  [key: string]: unknown;
}

export interface Blob {
  mimeType?: string;
  data?: string;
}

export interface FileData {
  mimeType?: string;
  fileUri?: string;
}

export interface Part {
  text?: string;
  thought?: boolean;
  functionCall?: FunctionCall;
  functionResponse?: FunctionResponse;
  inlineData?: Blob;
  fileData?: FileData;
  [key: string]: unknown;
}

export type Role = 'user' | 'model' | (string & {});

export interface Content {
  role?: Role;
  parts?: Part[];
}
