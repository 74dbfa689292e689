// The contracts compile without the DOM's types (no `window`, `document` or `fetch` here), but
// they run only where the WHATWG URL class is global: Node 20+ and every browser the app supports.
declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
}
