/**
 * A tiny position-tracking JSON scanner. `JSON.parse` does the real parsing; this only runs to
 * say *where* something is: the first syntax error, or the offset of a value at a path.
 *
 * Why not `jsonc-parser` (`parseTree`, `findNodeAtLocation`): it parses JSON with comments and
 * trailing commas, which `JSON.parse` (and so the history import) rejects, and it reports
 * error codes (`ValueExpected`, `CommaExpected`…) with offsets rather than messages; ours name
 * the character found and are asserted by the history-import tests. Matching them would need a
 * wording and strictness layer about the size of this scanner, plus a dependency in core.
 */

/** A syntax problem at a character offset. */
export interface JsonScanError {
  offset: number;
  problem: string;
}

class ScanError extends Error {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

const describeChar = (ch: string | undefined): string =>
  ch === undefined ? 'end of text' : `'${ch}'`;

class Scanner {
  pos = 0;
  constructor(private readonly text: string) {}

  private fail(problem: string, at = this.pos): never {
    throw new ScanError(at, problem);
  }

  ws(): void {
    for (;;) {
      const code = this.text.charCodeAt(this.pos);
      if (code !== 32 && code !== 9 && code !== 10 && code !== 13) return;
      this.pos++;
    }
  }

  expect(ch: string, context: string): void {
    this.ws();
    if (this.text[this.pos] !== ch) {
      this.fail(`expected '${ch}' ${context} but found ${describeChar(this.text[this.pos])}`);
    }
    this.pos++;
  }

  peek(): string | undefined {
    this.ws();
    return this.text[this.pos];
  }

  string(): string {
    const start = this.pos;
    this.pos++;
    for (;;) {
      const ch = this.text[this.pos];
      if (ch === undefined) this.fail('unterminated string', start);
      if (ch === '"') break;
      if (ch < ' ') this.fail('control character inside a string (escape it, e.g. \\n)');
      if (ch === '\\') {
        const esc = this.text[this.pos + 1] ?? '';
        if (esc === 'u' && !/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) {
          this.fail('invalid \\u escape: it needs four hex digits');
        } else if (esc !== 'u' && !'"\\/bfnrt'.includes(esc))
          this.fail(`invalid escape '\\${esc}'`);
        this.pos += esc === 'u' ? 6 : 2;
        continue;
      }
      this.pos++;
    }
    this.pos++;
    return JSON.parse(this.text.slice(start, this.pos)) as string;
  }

  value(): void {
    const ch = this.peek();
    if (ch === '{') return this.members(() => this.value());
    if (ch === '[') return this.elements(() => this.value());
    if (ch === '"') {
      this.string();
      return;
    }
    const rest = this.text.slice(this.pos, this.pos + 64);
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(rest);
    const literal = /^(true|false|null)/.exec(rest);
    const token = number?.[0] ?? literal?.[0];
    if (!token) {
      if (ch === "'") this.fail('strings must use double quotes');
      this.fail(`unexpected ${describeChar(ch)}: expected a value`);
    }
    this.pos += token.length;
  }

  /** Walks an object, handing each key to `onMember` with the scanner at its value. */
  members(onMember: (key: string) => void): void {
    this.pos++;
    if (this.peek() === '}') {
      this.pos++;
      return;
    }
    for (;;) {
      if (this.peek() !== '"') {
        this.fail(
          `expected a property name in double quotes but found ${describeChar(this.text[this.pos])}`,
        );
      }
      const key = this.string();
      this.expect(':', 'after a property name');
      onMember(key);
      const next = this.peek();
      if (next === '}') break;
      if (next !== ',')
        this.fail(`expected ',' or '}' after a property value but found ${describeChar(next)}`);
      this.pos++;
      if (this.peek() === '}') this.fail("trailing comma before '}'");
    }
    this.pos++;
  }

  /** Walks an array, calling `onElement` with the scanner at each element. */
  elements(onElement: (index: number) => void): void {
    this.pos++;
    if (this.peek() === ']') {
      this.pos++;
      return;
    }
    for (let i = 0; ; i++) {
      onElement(i);
      const next = this.peek();
      if (next === ']') break;
      if (next !== ',')
        this.fail(`expected ',' or ']' after an array element but found ${describeChar(next)}`);
      this.pos++;
      if (this.peek() === ']') this.fail("trailing comma before ']'");
    }
    this.pos++;
  }

  end(): void {
    if (this.peek() !== undefined)
      this.fail(`unexpected ${describeChar(this.text[this.pos])} after the JSON value`);
  }
}

/** The first syntax error in `text`, or `null` when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonScanError | null {
  const scanner = new Scanner(text);
  try {
    scanner.value();
    scanner.end();
    return null;
  } catch (error) {
    if (error instanceof ScanError) return { offset: error.offset, problem: error.problem };
    if (error instanceof RangeError) return { offset: 0, problem: 'the JSON is nested too deeply' };
    throw error;
  }
}

/**
 * The offset where the value at `path` starts in the (valid) JSON `text`. Stops at the deepest
 * value it reaches when part of the path does not exist.
 */
export function locateJsonPath(text: string, path: readonly (string | number)[]): number {
  const scanner = new Scanner(text);
  const found = { offset: 0 };
  class Found extends Error {}
  const descend = (depth: number): void => {
    scanner.peek();
    found.offset = scanner.pos;
    const step = path[depth];
    if (step === undefined) throw new Found();
    const ch = text[scanner.pos];
    if (typeof step === 'number' && ch === '[') {
      scanner.elements((i) => (i === step ? descend(depth + 1) : scanner.value()));
    } else if (typeof step === 'string' && ch === '{') {
      scanner.members((key) => (key === step ? descend(depth + 1) : scanner.value()));
    }
    throw new Found();
  };
  try {
    descend(0);
  } catch (error) {
    if (!(error instanceof Found)) return found.offset;
  }
  return found.offset;
}

/** 1-based line and column (in UTF-16 units) of a character offset. */
export function offsetToLineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
