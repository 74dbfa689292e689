// The federation build needs an entry of its own besides the remote entry: without one Rspack
// cannot place the shell-provided federation runtime ("Cannot fulfil chunk condition of external
// global _FEDERATION_RUNTIME_CORE"). Nothing loads this file's output; the shell loads the remote
// entry, the standalone page loads standalone.tsx.
export {};
