/**
 * What components may import from this plugin: grammars loaded when a component first needs them
 * (deferred/), for components that keep the server's highlighted HTML until a reader reaches them.
 */
export { grammarReady, loadGrammar } from './deferred';
