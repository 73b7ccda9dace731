/**
 * Command lines a coding agent runs every day on a project, written for the false-denial corpus:
 * none of them should need the person under a plain `allow: ["Bash"]`.
 */
export const developerCommands: readonly string[] = [
  // git
  'git status', 'git status --short', 'git diff', 'git diff --stat', 'git diff HEAD~1 -- src/', 'git diff --cached',
  'git log --oneline -20', 'git log --graph --decorate --all -n 30', 'git log -p -- package.json', 'git show HEAD',
  'git show HEAD:src/index.ts', 'git blame src/app.ts', 'git branch -a', 'git branch --show-current', 'git checkout -b feature/login',
  'git switch main', 'git add -A', 'git add src/app.ts test/app.test.ts', 'git commit -m "Fix the login redirect"',
  "git commit -am 'wip'", 'git stash', 'git stash pop', 'git stash list', 'git rebase -i HEAD~3', 'git merge --no-ff feature/x',
  'git fetch origin', 'git pull --rebase', 'git push origin HEAD', 'git tag v1.2.3', 'git rev-parse HEAD', 'git rev-parse --show-toplevel',
  'git ls-files | wc -l', 'git grep -n "TODO" -- "*.ts"', 'git remote -v', 'git worktree list', 'git cherry-pick abc1234',
  'git reset --soft HEAD~1', 'git restore src/app.ts', 'git clean -n', 'git shortlog -sn', 'git describe --tags',
  // npm / node / package managers
  'npm install', 'npm ci', 'npm test', 'npm run build', 'npm run lint -- --fix', 'npm run dev', 'npm ls react', 'npm outdated',
  'npm audit', 'npm install --save-dev vitest', 'npm pack --dry-run', 'npx tsc --noEmit', 'npx tsc -p tsconfig.json',
  'npx eslint src --ext .ts', 'npx eslint --max-warnings 0 .', 'npx prettier --check .', 'npx prettier --write src/app.ts',
  'npx vitest run', 'npx vitest run test/app.test.ts -t "logs in"', 'npx jest --coverage', 'npx playwright test',
  'node index.js', 'node --version', 'node scripts/build.mjs', 'node --test test/', 'pnpm install', 'pnpm test', 'pnpm -r build',
  'yarn', 'yarn test --watch=false', 'yarn build', 'bun test', 'bun run dev', 'deno test', 'deno fmt --check',
  'tsc --noEmit', 'tsc -b', 'eslint .', 'vitest run --reporter=dot', 'jest src/utils', 'prettier --check "src/**/*.ts"',
  // python
  'python3 -m pytest', 'pytest -q', 'pytest tests/test_app.py::test_login -x', 'pytest -k "not slow" --maxfail=1',
  'python3 -m venv .venv', 'pip install -r requirements.txt', 'pip install -e .', 'pip list', 'python3 manage.py migrate',
  'python3 manage.py runserver', 'python3 -m mypy src', 'ruff check .', 'ruff format --check .', 'black --check src',
  'mypy --strict src', 'poetry install', 'poetry run pytest', 'uv sync', 'uv run pytest', 'python3 setup.py sdist',
  'python3 script.py --input data.csv', 'tox -e py311', 'flake8 src',
  // rust / go / make / c
  'cargo build', 'cargo build --release', 'cargo test', 'cargo test -- --nocapture', 'cargo clippy -- -D warnings',
  'cargo fmt --check', 'cargo run --bin server', 'cargo check', 'cargo doc --no-deps', 'cargo add serde', 'cargo tree',
  'go build ./...', 'go test ./...', 'go test -run TestLogin ./internal/auth', 'go vet ./...', 'go mod tidy', 'go run ./cmd/server',
  'gofmt -l .', 'go generate ./...', 'make', 'make test', 'make -j4 all', 'make clean', 'cmake -S . -B build', 'cmake --build build',
  'ctest --test-dir build', 'gcc -O2 -o main main.c', 'clang++ -std=c++20 -c src/a.cpp -o build/a.o', 'mvn test', 'gradle build',
  './gradlew test', 'dotnet build', 'dotnet test',
  // docker
  'docker build -t app .', 'docker build -f Dockerfile.dev -t app:dev .', 'docker compose up -d', 'docker compose logs -f web',
  'docker ps', 'docker images', 'docker run --rm app npm test', 'docker compose down',
  // looking at files
  'ls', 'ls -la', 'ls -la src/', 'ls -1 *.ts', 'tree -L 2', 'pwd', 'cat package.json', 'cat src/app.ts | head -50',
  'head -n 20 README.md', 'tail -n 100 logs/app.log', 'wc -l src/*.ts', 'less README.md', 'file dist/app.js', 'stat package.json',
  'du -sh node_modules', 'df -h .', 'grep -rn "TODO" src/', 'grep -c "import" src/app.ts', "grep -E 'export (function|const)' src/*.ts",
  'rg "useState" src', 'rg -n --type ts "fetch\\(" src', 'rg -l "deprecated" .', 'find . -name "*.ts" -not -path "./node_modules/*"',
  'find src -type f -newer package.json', 'find . -name "*.test.ts" | xargs wc -l', "sed -n '10,40p' src/app.ts",
  "sed -n '/^export/p' src/index.ts", "awk '{print $1}' data.csv", "awk -F, 'NR > 1 { sum += $3 } END { print sum }' data.csv",
  'sort data.txt | uniq -c | sort -rn | head', 'cut -d: -f1 /etc/passwd | head -3', 'diff -u a.txt b.txt', 'cmp a.bin b.bin',
  'jq .scripts package.json', "jq -r '.dependencies | keys[]' package.json", 'column -t data.tsv', 'tr a-z A-Z < names.txt',
  'xxd dist/app.wasm | head', 'md5sum dist/*.js', 'sha256sum package-lock.json', 'basename src/app.ts', 'dirname src/app.ts',
  'realpath src', 'which node', 'type npm', 'command -v python3', 'echo $PATH', 'echo "$HOME"', 'env | grep NODE', 'date',
  'uname -a', 'whoami', 'hostname', 'nproc', 'free -h', 'ps aux | grep node', 'lsof -i :3000', 'top -b -n 1 | head -20',
  // making and moving files in the project
  'mkdir -p build/out', 'touch src/new-file.ts', 'cp .env.example .env.test', 'mv src/old.ts src/new.ts', 'cp -r assets dist/',
  "sed -i 's/foo/bar/g' src/app.ts", 'echo "export {}" > src/empty.ts', 'printf "%s\\n" one two > list.txt', 'cat a.txt b.txt > both.txt',
  'npm test > test-output.txt 2>&1', 'npm run build 2>&1 | tail -20', 'tar -czf dist.tar.gz dist/', 'tar -xzf vendor.tar.gz',
  'zip -r site.zip public/', 'unzip -l site.zip', 'chmod +x scripts/build.sh', 'ln -s ../shared src/shared', 'tee build.log < out.txt',
  // shell forms
  "bash -c 'echo $((2*3))'", 'echo $((2 * 3))', 'for f in *.ts; do echo "$f"; done', 'for f in src/*.ts; do wc -l "$f"; done',
  'for i in 1 2 3; do echo $i; done', 'while read -r line; do echo "$line"; done < list.txt', 'if [ -f package.json ]; then npm test; fi',
  '[ -d node_modules ] || npm install', 'test -f .env && echo present', 'cd src && ls', 'cd packages/app && npm test', '(cd web && npm run build)',
  'echo "$(pwd)"', 'ls "$(pwd)/src"', 'echo "Today is $(date +%F)"', 'FILES=$(git ls-files "*.ts"); echo $FILES', 'export NODE_ENV=test',
  'NODE_ENV=production node server.js', 'CI=1 npm test', 'time npm test', 'timeout 60 npm test', 'nice -n 10 make', 'npm test || true',
  'npm run build && npm test', 'git diff --name-only | grep "\\.ts$" | xargs npx eslint', 'cat <<EOF > notes.md\n# Notes\nline\nEOF',
  "cat <<'EOF'\n$HOME stays literal\nEOF", 'python3 - <<EOF\nprint(1 + 1)\nEOF', 'sleep 1; echo done', 'echo a | tee out.txt',
  'seq 1 10 | paste -sd+ | bc', 'echo {1..5}', 'ls src/{a,b}.ts', 'wc -l $(git ls-files "*.ts")', "bash -c 'npm test && npm run lint'",
  'sh -c "make test"', 'set -e; npm test', 'source .venv/bin/activate && pytest', '. ./env.sh', 'history | tail', 'alias ll="ls -la"',
  'read -r answer < answer.txt; echo "$answer"', 'x=3; echo $((x + 1))', 'declare -a items=(a b c); echo "${items[@]}"',
  'printf "%05d\\n" 42', 'let count=2+3; echo $count', '[[ -n "$CI" ]] && echo ci', 'case "$1" in a) echo a;; *) echo other;; esac',
  'trap "echo bye" EXIT; echo hi', 'node -e "console.log(process.version)"', "python3 -c 'import sys; print(sys.version)'",
  "perl -ne 'print if /TODO/' src/app.ts", 'xargs -n1 echo < list.txt', "find . -name '*.orig' -print", 'ls -t | head -5',
  'curl --version', 'ssh -V', 'openssl version', 'gh pr list', 'gh issue view 12', 'kubectl get pods', 'terraform plan', 'ansible --version',
];
