// The GraphQL sandbox served at /graphql to a browser: GraphiQL built with the app, so it needs no internet.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  headers: { 'apollo-require-preflight': 'true' },
});

const DEFAULT_QUERY = `# The Docs panel lists every type and field of the schema.
query Home {
  me { displayName role { value } }
  queueSummary { completedToday readyForResearch onHold }
}
`;

createRoot(document.getElementById('sandbox')!).render(<GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />);
