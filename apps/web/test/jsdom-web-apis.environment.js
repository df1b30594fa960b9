// jsdom with the web platform pieces it lacks but the app relies on, taken from Node itself:
// the fetch family (react-router builds a Request for every navigation) and the encoding API.
// AbortController/AbortSignal come along so Node's Request accepts the router's signals.
import JsdomEnvironment from 'jest-environment-jsdom';

const NODE_WEB_APIS = {
  fetch,
  Request,
  Response,
  Headers,
  FormData,
  AbortController,
  AbortSignal,
  TextEncoder,
  TextDecoder,
  // react-dom/static (the landing page rendered ahead, in its test) writes to a web stream.
  ReadableStream,
};

export default class JsdomWithWebApisEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, NODE_WEB_APIS);
  }
}
