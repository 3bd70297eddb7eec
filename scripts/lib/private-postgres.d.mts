// Types of private-postgres.mjs, for the TypeScript tests that start a cluster of their own.
export interface PrivatePostgres {
  /** postgresql://postgres@127.0.0.1:<port>/test */
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  start(): Promise<void>;
  /** pg_ctl restart -m fast */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
}

export function startPrivatePostgres(options?: { port?: number }): Promise<PrivatePostgres>;
