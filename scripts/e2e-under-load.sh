#!/usr/bin/env bash
# Runs the end-to-end suite with every core kept busy, as on a loaded CI machine: a test that passes
# only on an idle machine fails here. Build first (`npm run build`).
# Usage: bash scripts/e2e-under-load.sh [vitest arguments, e.g. test/e2e/review.e2e.test.ts]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f out/renderer/index.html ]; then
  echo "out/renderer is missing: run \"npm run build\" first." >&2
  exit 1
fi
cores=$(nproc 2>/dev/null || echo 2)
if command -v stress-ng >/dev/null 2>&1; then
  stress-ng --cpu "$cores" --quiet &
else
  for _ in $(seq "$cores"); do yes >/dev/null & done
fi
trap 'kill $(jobs -p) 2>/dev/null || true' EXIT
echo "Keeping $cores cores busy ($(command -v stress-ng >/dev/null 2>&1 && echo stress-ng || echo yes)) while the e2e suite runs."
npx vitest run --config vitest.e2e.config.ts "$@"
