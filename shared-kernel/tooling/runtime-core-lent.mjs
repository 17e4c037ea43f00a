// The part of the federation runtime core that the shell lends to the remotes: exactly the names a
// remote's entry reads from `_FEDERATION_RUNTIME_CORE` (look for them after that name in a built
// remoteEntry.js), all of which the shell's own runtime already bundles.
export {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
