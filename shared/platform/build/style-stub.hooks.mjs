/** Node module hook (see node-hooks.mjs): styles and images load as empty modules. */
export async function load(url, context, next) {
  if (/\.(css|svg|png|jpe?g|webp)(\?.*)?$/.test(url)) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return next(url, context);
}
