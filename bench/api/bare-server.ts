/** The reference for the API benchmark: a bare Fastify route, no plugins, no logging. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({
  userId: 'x',
  name: 'Bench',
  email: 'bench@example.com',
  hasFeedback: false,
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
