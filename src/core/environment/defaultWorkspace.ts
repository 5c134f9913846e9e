import type { WorkspaceFiles } from './workspace';

/** The working directory of the default environment. */
export const DEFAULT_WORKSPACE_DIR = '/home/dev/projects/acme-api';

/**
 * A small, realistic Node API project rooted at {@link DEFAULT_WORKSPACE_DIR}, including
 * folders the CLI lists as `name/...` (`.git`, `node_modules`, `dist`).
 */
export function createDefaultWorkspaceFiles(): WorkspaceFiles {
  const at = (path: string): string => `${DEFAULT_WORKSPACE_DIR}/${path}`;
  return {
    [at('package.json')]:
      '{\n  "name": "acme-api",\n  "type": "module",\n  "scripts": { "test": "vitest run" }\n}\n',
    [at('tsconfig.json')]: '{\n  "compilerOptions": { "strict": true, "outDir": "dist" }\n}\n',
    [at('README.md')]: '# acme-api\n\nOrders and users service for the Acme storefront.\n',
    [at('.gitignore')]: 'node_modules/\ndist/\n.env\n',
    [at('.env.example')]: 'DATABASE_URL=postgres://localhost:5432/acme\n',
    [at('src/index.ts')]:
      "import { createServer } from './server';\n\ncreateServer().listen(3000);\n",
    [at('src/server.ts')]: 'export function createServer() {\n  /* wires routes */\n}\n',
    [at('src/routes/users.ts')]: 'export const usersRouter = {};\n',
    [at('src/routes/orders.ts')]: 'export const ordersRouter = {};\n',
    [at('src/db/client.ts')]: 'export const db = {};\n',
    [at('src/db/migrations/001_init.sql')]: 'CREATE TABLE users (id serial primary key);\n',
    [at('test/users.test.ts')]: "import { test } from 'vitest';\n",
    [at('test/orders.test.ts')]: "import { test } from 'vitest';\n",
    [at('.git/HEAD')]: 'ref: refs/heads/main\n',
    [at('node_modules/vitest/package.json')]: '{ "name": "vitest" }\n',
    [at('dist/index.js')]: '',
  };
}
