// A webpack loader for the server build only: deferred/index.ts becomes deferred/server.ts, which registers
// every grammar up front (server rendering cannot wait for a chunk).
module.exports = function serverGrammars() {
  return "export * from './server';\n";
};
