#!/usr/bin/env bash
# Builds and tests every SwiftPM package under Sample/, innermost packages first, and stops at
# the first failure. Then runs the command-line app once as a smoke test.
#
#   ./test-all.sh           incremental
#   ./test-all.sh --clean   removes each package's .build first (what CI measures)
set -euo pipefail
cd "$(dirname "$0")"

# Innermost first, so a broken core fails before everything that depends on it is rebuilt.
PACKAGES=(
  Core
  Platform
  SDK/TMDb
  Movies
  Recommendations
  Feed
  Comments
  Features/MovieDetailsFeature
  Features/WatchlistFeature
  Adapters
  App
)

clean=false
if [[ "${1:-}" == "--clean" ]]; then clean=true; fi

# A package added without being listed here would silently go untested: refuse instead.
while IFS= read -r manifest; do
  package="${manifest#./}"
  package="${package%/Package.swift}"
  if [[ ! " ${PACKAGES[*]} " == *" $package "* ]]; then
    echo "error: $package/Package.swift is not listed in test-all.sh" >&2
    exit 1
  fi
done < <(find . -name Package.swift -not -path '*/.build/*' | sort)

run() {
  echo "==> (cd $1 && ${*:2})"
  (cd "$1" && "${@:2}")
}

start=$SECONDS
for package in "${PACKAGES[@]}"; do
  package_start=$SECONDS
  if $clean; then run "$package" rm -rf .build; fi
  run "$package" swift build --build-tests
  if [[ -d "$package/Tests" ]]; then
    run "$package" swift test --skip-build
  fi
  echo "--- $package done in $((SECONDS - package_start))s"
done

output=$(cd App && swift run --skip-build MovieApp)
for section in "Popular movies" "Movie details" "Watchlist" "Watch next" "Feed"; do
  if ! grep -q "^$section" <<<"$output"; then
    echo "error: 'swift run MovieApp' printed no '$section' section" >&2
    exit 1
  fi
done
echo "==> (cd App && swift run MovieApp): all sections printed"
echo "All ${#PACKAGES[@]} packages built and tested in $((SECONDS - start))s"
