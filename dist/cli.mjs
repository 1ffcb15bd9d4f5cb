#!/usr/bin/env node
// The bin is dist/cli.cjs; this runs it.
import './cli.cjs';
