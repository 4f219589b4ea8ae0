import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';

/** The part of an Express app this adapter touches: its own request and response prototypes. */
interface ExpressPrototypes {
  request: object;
  response: object;
}

/**
 * Nest's Express adapter, with an HTTP server that makes every request and response on Express's
 * prototypes from the start (the app's `request` and `response`, which hold `req.ip`, `res.json`
 * and the rest).
 *
 * Why: Express gives each request and response those prototypes itself, with
 * `Object.setPrototypeOf` on the objects Node has just made, and V8 handles objects whose
 * prototype changes after they are made slowly, in time and in memory. A bare Node server that
 * did only that to each request and response served a third of its requests a second, and its
 * old generation took in about 3 MB of dead request objects at each young collection, emptied
 * again by a full collection more than twice a second: the same as the bare Nest app, and as the
 * API before this server. So the request and response classes here are subclasses of Node's
 * (the server's `IncomingMessage` and `ServerResponse` options, made for that), whose prototypes
 * become the app's own request and response prototypes (Express's documented extension points,
 * which they extend): Express's `setPrototypeOf` then finds each object's prototype already set
 * and changes nothing.
 *
 * The server options this does not make (HTTPS, `forceCloseConnections`, `return503OnClosing`)
 * are left to Nest's own server.
 */
export class PrototypedExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions || options.forceCloseConnections || options.return503OnClosing)
      return super.initHttpServer(options);
    const app = this.getInstance<ExpressPrototypes>();
    class Request extends IncomingMessage {}
    class Response extends ServerResponse {}
    Object.setPrototypeOf(Request.prototype, app.request);
    Object.setPrototypeOf(Response.prototype, app.response);
    app.request = Request.prototype;
    app.response = Response.prototype;
    this.setHttpServer(createServer({ IncomingMessage: Request, ServerResponse: Response }, this.getInstance()));
  }
}
