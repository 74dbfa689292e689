// A file's text, imported with `?raw` (Vite, in tests).
declare module '*?raw' {
  const text: string;
  export default text;
}
