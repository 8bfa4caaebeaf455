// @vitest-environment node
import { startChunk } from '../../scripts/lib/start-chunk.mjs';

/** A module graph as the bundler's chunking context gives it: each module's static imports. */
function context(graph: Record<string, string[]>) {
  return {
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null),
  };
}

const ROOT = '/app';
const GRAPH = {
  '/app/src/main.tsx': ['/app/src/ui/app/App.tsx', '/app/node_modules/react/index.js'],
  '/app/src/ui/app/App.tsx': ['/app/src/ui/components/Button.tsx'],
  '/app/src/ui/components/Button.tsx': [],
  '/app/node_modules/react/index.js': [],
  // Loaded by every page at start, by a dynamic import: its static imports too.
  '/app/src/composition/bindings/production.ts': ['/app/src/adapters/http/http-auth-gateway-port.ts'],
  '/app/src/adapters/http/http-auth-gateway-port.ts': [],
  // A route's screen (a dynamic import) and what only it uses.
  '/app/src/ui/screens/AccountScreen.tsx': ['/app/src/ui/components/Button.tsx', '/app/src/ui/screens/history.ts'],
  '/app/src/ui/screens/history.ts': [],
};

type Name = (id: string, ctx: ReturnType<typeof context>) => string | null;
/** The one group's name function, for the given roots. */
const namer = (roots: string[]) => startChunk(ROOT, roots).groups[0]?.name as Name;

const nameOf = (id: string) => namer(['src/main.tsx', 'src/composition/bindings/production.ts'])(id, context(GRAPH));

describe('the start chunk: what every page runs at start, in one file (issue 22 point 3)', () => {
  it('holds every module the entry and the bindings import statically, libraries included', () => {
    expect(nameOf('/app/src/ui/app/App.tsx')).toBe('start');
    expect(nameOf('/app/node_modules/react/index.js')).toBe('start');
    expect(nameOf('/app/src/composition/bindings/production.ts')).toBe('start');
    expect(nameOf('/app/src/adapters/http/http-auth-gateway-port.ts')).toBe('start');
  });

  it('holds a module a screen shares with the start, where the screen then finds it loaded', () => {
    expect(nameOf('/app/src/ui/components/Button.tsx')).toBe('start');
  });

  it('leaves the entry module itself, which the page asks for by name', () => {
    expect(nameOf('/app/src/main.tsx')).toBeNull();
  });

  it('leaves out what only a screen loaded later uses', () => {
    expect(nameOf('/app/src/ui/screens/AccountScreen.tsx')).toBeNull();
    expect(nameOf('/app/src/ui/screens/history.ts')).toBeNull();
  });

  it('skips a root the build does not hold (the demo’s bindings in a production build)', () => {
    const name = namer(['src/main.tsx', 'src/composition/bindings/demo.ts']);
    expect(name('/app/src/ui/app/App.tsx', context(GRAPH))).toBe('start');
    expect(name('/app/src/composition/bindings/production.ts', context(GRAPH))).toBeNull();
  });
});
