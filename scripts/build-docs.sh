#!/bin/sh
# Builds the DocC documentation of the Simplex and AutoLayoutModel modules with the toolchain's
# own `docc`, and fails if DocC reports any warning.
#
#   scripts/build-docs.sh                 # archives in .build/docs/
#   OUTPUT=site scripts/build-docs.sh     # elsewhere
#   STATIC=1 scripts/build-docs.sh        # static websites (open OUTPUT/<Module>/index.html through a web server)
#
# Steps: `swift build` emits the modules' symbol graphs (-emit-symbol-graph), each module's graphs
# go into a folder of their own, and `docc convert` turns each catalog (Sources/<Module>/<Module>.docc)
# and its graphs into a documentation archive.
set -eu

cd "$(dirname "$0")/.."
OUTPUT=${OUTPUT:-.build/docs}
SCRATCH=${SCRATCH:-.build/docs-build}
GRAPHS="$SCRATCH/symbol-graphs"

DOCC=${DOCC:-}
if [ -z "$DOCC" ]; then
    if command -v docc >/dev/null 2>&1; then
        DOCC=docc
    elif [ -x "$(dirname "$(command -v swift)")/docc" ]; then
        DOCC="$(dirname "$(command -v swift)")/docc"
    elif command -v xcrun >/dev/null 2>&1; then
        DOCC="xcrun docc"
    else
        echo "build-docs: cannot find docc (set DOCC=/path/to/docc)" >&2
        exit 2
    fi
fi

mkdir -p "$GRAPHS" "$OUTPUT"
emit() {
    swift build --scratch-path "$SCRATCH" --target AutoLayoutModel \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$GRAPHS"
}
echo "build-docs: emitting symbol graphs"
emit
# The compiler writes graphs only for modules it compiles; an up-to-date build with missing
# graphs needs a clean build.
if [ ! -e "$GRAPHS/Simplex.symbols.json" ] || [ ! -e "$GRAPHS/AutoLayoutModel.symbols.json" ]; then
    rm -rf "$SCRATCH"
    mkdir -p "$GRAPHS"
    emit
fi

status=0
for module in Simplex AutoLayoutModel; do
    # A module's graphs: its own, and its extensions of other modules (Module@Other.symbols.json).
    rm -rf "${GRAPHS:?}/$module"
    mkdir -p "$GRAPHS/$module"
    cp "$GRAPHS/$module".symbols.json "$GRAPHS/$module"/
    for extension in "$GRAPHS/$module"@*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$GRAPHS/$module"/
    done
    archive="$OUTPUT/$module.doccarchive"
    rm -rf "$archive"
    set -- "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$GRAPHS/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.swift.cassowary.$module" \
        --output-path "$archive"
    if [ -n "${STATIC:-}" ]; then
        set -- "$@" --transform-for-static-hosting --hosting-base-path "$module"
    fi
    echo "build-docs: docc convert $module"
    log="$SCRATCH/$module-docc.log"
    if ! $DOCC convert "$@" >"$log" 2>&1; then
        cat "$log" >&2
        echo "build-docs: docc convert failed for $module" >&2
        status=1
        continue
    fi
    if grep -q "warning:" "$log"; then
        cat "$log" >&2
        echo "build-docs: DocC reported warnings for $module" >&2
        status=1
    else
        echo "build-docs: $archive (no warnings)"
    fi
done
exit $status
