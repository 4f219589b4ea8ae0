import { IncomingMessage, ServerResponse } from 'node:http';
import { jest } from '@jest/globals';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import request from 'supertest';
import { PrototypedExpressAdapter } from './prototyped-express-adapter.js';

/** Serves one request through an adapter's server; says what Express saw and which requests or responses it gave a new prototype. */
async function serveOne(adapter: ExpressAdapter, options: NestApplicationOptions = {}) {
  adapter.initHttpServer(options);
  const app = adapter.getInstance<Express>();
  app.set('trust proxy', 'loopback');
  app.get('/who', (req, res) => {
    res.json({
      ip: req.ip,
      host: req.get('host') !== undefined,
      madeOnApp: Object.getPrototypeOf(req) === app.request,
    });
  });
  const setPrototypeOf = Object.setPrototypeOf;
  const changed: string[] = [];
  jest.spyOn(Object, 'setPrototypeOf').mockImplementation((object: unknown, prototype: object | null) => {
    if (Object.getPrototypeOf(object) !== prototype) {
      if (object instanceof IncomingMessage) changed.push('request');
      if (object instanceof ServerResponse) changed.push('response');
    }
    return setPrototypeOf(object, prototype) as unknown;
  });
  try {
    const reply = await request(adapter.getHttpServer()).get('/who').set('X-Forwarded-For', '203.0.113.9');
    return { body: reply.body as unknown, changed };
  } finally {
    jest.restoreAllMocks();
  }
}

describe('PrototypedExpressAdapter', () => {
  it("makes each request and response on the app's own prototypes, so Express changes none, and they work as Express's", async () => {
    const served = await serveOne(new PrototypedExpressAdapter());
    expect(served).toEqual({ body: { ip: '203.0.113.9', host: true, madeOnApp: true }, changed: [] });
  });

  it("is needed: Nest's own server leaves Express to change both", async () => {
    const served = await serveOne(new ExpressAdapter());
    expect(served).toEqual({
      body: { ip: '203.0.113.9', host: true, madeOnApp: true },
      changed: ['request', 'response'],
    });
  });

  it("leaves the server options it does not make to Nest's own server", async () => {
    const served = await serveOne(new PrototypedExpressAdapter(), { return503OnClosing: true });
    expect(served.changed).toEqual(['request', 'response']);
  });
});
