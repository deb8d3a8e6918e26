// The baseline: a bare Fastify 5 hello-world, nothing registered but one route. Listens on HOST:PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
process.stdout.write(`hello-world listening on ${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3000}\n`);
