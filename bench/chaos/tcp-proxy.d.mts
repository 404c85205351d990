export interface TcpProxy {
  readonly port: number;
  readonly open: number;
  cut(): number;
  close(): Promise<void>;
}
export function startTcpProxy(target: { host: string; port: number }, port?: number): Promise<TcpProxy>;
