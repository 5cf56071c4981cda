#!/usr/bin/env node
// `npm start`: builds what changed since the last build (scripts/build-if-changed.mjs), then runs the
// built server in this same process, so a start pays for one Node process rather than two.
import { buildIfChanged } from './build-if-changed.mjs';

buildIfChanged();
await import('../apps/server/dist/main.js');
