// A federation runtime plugin for the shell: it lends its own federation runtime core to the
// remotes, which are built with `experiments.externalRuntime` and so ship without one (one
// runtime per page instead of one more in every remoteEntry.js).
//
// The package's own inject-external-runtime-core-plugin does the same with a namespace import of
// all of runtime-core, which keeps snapshots and Node loading in the shell: twice the bytes it
// saves. The namespace lent here holds only what remotes read (runtime-core-lent.mjs).
import * as lent from './runtime-core-lent.mjs';

export default function provideRuntimeCore() {
  return {
    name: 'muster-provide-runtime-core',
    beforeInit(args) {
      lent.CurrentGlobal._FEDERATION_RUNTIME_CORE ??= lent;
      return args;
    },
  };
}
