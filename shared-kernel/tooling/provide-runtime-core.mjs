// A federation runtime plugin for the shell: it lends its own federation runtime core to the
// remotes, which are built with `experiments.externalRuntime` and so ship without one (one
// runtime per page instead of one more in every remoteEntry.js).
//
// The package's own inject-external-runtime-core-plugin does the same with a namespace import,
// which keeps all of runtime-core (snapshots, Node loading) in the shell: twice the bytes it
// saves. These are exactly the names a remote's entry reads from the global
// (`grep -o '_FEDERATION_RUNTIME_CORE' -A` in a built remoteEntry.js), all of which the shell's
// runtime already bundles.
import {
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

export default function provideRuntimeCore() {
  return {
    name: 'muster-provide-runtime-core',
    beforeInit(args) {
      CurrentGlobal._FEDERATION_RUNTIME_CORE ??= {
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
      };
      return args;
    },
  };
}
