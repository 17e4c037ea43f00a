// jsdom for component tests, with the platform's fetch, streams and form data, so MSW can answer
// the API client on the network layer (jest's jsdom hides them), and its compression streams
// (roster share links). Modelled on jest-fixed-jsdom,
// but `new FormData(form)` still reads a form, as the screens' submit handlers do.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class MusterJsdomEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // MSW's packages ship CommonJS under the default condition and ESM under 'browser'.
    this.customExportConditions = [''];
    const JsdomFormData = this.global.FormData;
    class FormDataFromForm extends FormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new JsdomFormData(form, submitter)) {
          if (typeof value === 'string') this.append(name, value);
        }
      }
    }
    Object.assign(this.global, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      TransformStream,
      WritableStream,
      CompressionStream,
      DecompressionStream,
      Blob,
      File,
      Headers,
      FormData: FormDataFromForm,
      Request,
      Response,
      fetch,
      AbortController,
      AbortSignal,
      structuredClone,
      URL,
      URLSearchParams,
      BroadcastChannel,
    });
  }
}

module.exports = MusterJsdomEnvironment;
