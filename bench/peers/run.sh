#!/usr/bin/env bash
# Builds the same generated posts with Hugo, Eleventy and Astro, to compare their build times with ours.
# This folder holds only each peer's site (config and templates). The tools, the posts and the builds live in
# $EVGUIDE_PEERS (default /tmp/evguide-peers), outside the repo: `prepare` copies a site there with the posts.
#
#   bash bench/peers/run.sh install            Hugo from apt, then each peer's npm packages (again only if changed)
#   bash bench/peers/run.sh prepare PEER N     copy PEER's site and N posts into $EVGUIDE_PEERS/PEER
#   bash bench/peers/run.sh build PEER N       one cold build (time it from outside; the tool is exec'd)
#   bash bench/peers/run.sh check PEER N       count the pages built and look at one
#   bash bench/peers/run.sh bench [N ...]      each peer: prepare, a warm-up build, $RUNS (3) timed builds, check
#   bash bench/peers/run.sh clean              delete the outputs that builds moved aside
#
# PEER is hugo, eleventy or astro; N defaults to 1000.
set -euo pipefail

SITES=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
HOME_DIR=${EVGUIDE_PEERS:-/tmp/evguide-peers}
PEERS=(hugo eleventy astro)
export ASTRO_TELEMETRY_DISABLED=1

fail() { echo "bench/peers: $*" >&2; exit 1; }

known() { case $1 in hugo|eleventy|astro) ;; *) fail "unknown peer '$1' (hugo, eleventy or astro)" ;; esac; }

install() {
  if ! command -v hugo >/dev/null || [ ! -x /usr/bin/time ]; then
    [ "$(id -u)" = 0 ] || fail "needs root for apt-get (or install the hugo and time packages yourself)"
    apt-get update && apt-get install -y hugo time
  fi
  hugo version
  local peer
  for peer in eleventy astro; do
    mkdir -p "$HOME_DIR/$peer"
    # A stamp beside node_modules holds the package.json it was installed from.
    if ! cmp -s "$SITES/$peer/package.json" "$HOME_DIR/$peer/node_modules/.installed-from"; then
      cp "$SITES/$peer/package.json" "$HOME_DIR/$peer/package.json"
      (cd "$HOME_DIR/$peer" && npm install --no-audit --no-fund --loglevel=error)
      cp "$SITES/$peer/package.json" "$HOME_DIR/$peer/node_modules/.installed-from"
    fi
    (cd "$HOME_DIR/$peer" && npm ls --depth=0 | tail -n +2)
  done
}

posts() { # N: the generated posts, made once per N
  local dir="$HOME_DIR/posts/$1"
  [ -f "$dir/.complete" ] || { rm -rf "$dir"; node "$SITES/gen-posts.mjs" "$1" "$dir" >/dev/null; touch "$dir/.complete"; }
  echo "$dir"
}

prepare() { # PEER N
  known "$1"
  local peer=$1 n=$2 dir="$HOME_DIR/$1" from target
  from=$(posts "$n")
  clean
  mkdir -p "$dir"
  case $peer in
    hugo)     rm -rf "$dir/layouts" "$dir/content"; cp -r "$SITES/hugo/hugo.toml" "$SITES/hugo/layouts" "$dir/"
              target="$dir/content/posts" ;;
    eleventy) rm -rf "$dir/src"; cp -r "$SITES/eleventy/eleventy.config.mjs" "$SITES/eleventy/src" "$dir/"
              target="$dir/src/posts" ;;
    astro)    rm -rf "$dir/src" "$dir/posts"; cp -r "$SITES/astro/astro.config.mjs" "$SITES/astro/src" "$dir/"
              target="$dir/posts" ;;
  esac
  mkdir -p "$target"
  cp "$from"/*.md "$target/"
  echo "$n" > "$dir/.posts"
}

# Outputs and caches are renamed into $HOME_DIR/aside rather than deleted, so a build's timing does not include
# deleting thousands of files; `clean` (run by prepare) deletes them, then syncs so the next timing starts calm.
aside() {
  local to
  mkdir -p "$HOME_DIR/aside"
  to=$(mktemp -d "$HOME_DIR/aside/XXXXXX")
  for path in "$@"; do [ ! -e "$path" ] || mv "$path" "$to/$(echo "$path" | tr / _)"; done
}
clean() { rm -rf "$HOME_DIR/aside"; sync; }

build() { # PEER N
  known "$1"
  local peer=$1 dir="$HOME_DIR/$1"
  [ "$(cat "$dir/.posts" 2>/dev/null)" = "$2" ] || fail "$peer is not prepared with $2 posts (bash bench/peers/run.sh prepare $peer $2)"
  cd "$dir"
  case $peer in
    hugo)
      command -v hugo >/dev/null || fail "no hugo (bash bench/peers/run.sh install)"
      aside public resources cache
      exec hugo --quiet --cacheDir "$dir/cache" ;;
    eleventy)
      [ -f node_modules/@11ty/eleventy/cmd.cjs ] || fail "Eleventy is not installed (bash bench/peers/run.sh install)"
      aside _site .cache
      exec node node_modules/@11ty/eleventy/cmd.cjs --quiet ;;
    astro)
      [ -f node_modules/astro/astro.js ] || fail "Astro is not installed (bash bench/peers/run.sh install)"
      aside dist .astro node_modules/.astro node_modules/.vite
      exec node node_modules/astro/astro.js build --silent ;;
  esac
}

check() { # PEER N: N post pages, and the first one has the heading, list and table
  known "$1"
  local out
  case $1 in hugo) out="$HOME_DIR/hugo/public" ;; eleventy) out="$HOME_DIR/eleventy/_site" ;; astro) out="$HOME_DIR/astro/dist" ;; esac
  local count first="$out/posts/post-00001/index.html"
  count=$(find "$out/posts" -name index.html | wc -l)
  [ "$count" -eq "$2" ] || fail "$1 built $count post pages, not $2"
  [ -f "$out/index.html" ] || fail "$1 built no home page"
  for tag in '<h2' '<li' '<table'; do grep -q "$tag" "$first" || fail "$1: $first has no $tag"; done
  echo "$1: $count post pages and a home page in $out; $first is $(wc -c < "$first") bytes"
}

bench() { # N ...: median wall seconds and largest peak memory of $RUNS cold builds
  local runs=${RUNS:-3} n peer times
  for n in "$@"; do
    for peer in "${PEERS[@]}"; do
      prepare "$peer" "$n"
      times="$HOME_DIR/times-$peer-$n"
      : > "$times"
      bash "$SITES/run.sh" build "$peer" "$n" > "$HOME_DIR/$peer-$n.log" 2>&1 || fail "$peer failed, see $HOME_DIR/$peer-$n.log"
      for _ in $(seq "$runs"); do
        /usr/bin/time -a -o "$times" -f '%e %M' bash "$SITES/run.sh" build "$peer" "$n" >> "$HOME_DIR/$peer-$n.log" 2>&1 ||
          fail "$peer failed, see $HOME_DIR/$peer-$n.log"
      done
      check "$peer" "$n"
      sort -n "$times" | awk -v peer="$peer" -v n="$n" '
        { wall[NR] = $1; if ($2 > peak) peak = $2; all = all " " $1 }
        END { median = wall[int((NR + 1) / 2)]
              printf "%-9s %5d posts  median %6.2f s  %5.0f pages/s  peak %4.0f MB  (sorted:%s)\n",
                     peer, n, median, (n + 1) / median, peak / 1024, all }'
    done
  done
  clean
}

action=${1:-}
shift || true
case $action in
  install) install ;;
  prepare) prepare "$1" "${2:-1000}" ;;
  build)   build "$1" "${2:-1000}" ;;
  check)   check "$1" "${2:-1000}" ;;
  bench)   [ $# -gt 0 ] || set -- 1000; bench "$@" ;;
  clean)   clean ;;
  *)       sed -n '2,/^set -euo/p' "$0" | grep '^#' | cut -c3-; exit 2 ;;
esac
