#!/usr/bin/env bash
# Builds kube-apiserver and etcd (from this wrapper module), helm and kubeconform (from the Go module proxy) into a cache
# outside the repository, keyed on their versions and Go's, and prints the cache folder. Cold: ~15 min on 2 cores;
# warm: nothing to do. Concurrent runs wait for each other (one build per cache folder).
# Usage: test/kube/build.sh [kube|helm|kubeconform|all]   (docs/controller-facts.md, docs/development.md). Exit 3: go is not on PATH.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
what="${1:-all}"
command -v go >/dev/null 2>&1 || { echo "go is not on PATH: cannot build kube-apiserver, etcd or helm" >&2; exit 3; }
KUBE_VERSION=1.34.4
HELM_VERSION=3.22.0
# The bench's peer (scripts/bench-process.mjs) and test/bench/kubeconform.cluster.ts.
KUBECONFORM_VERSION=0.8.0
gov="$(go env GOVERSION)"
cache="${WCG_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/webhook-cert-gate}"
kube_dir="$cache/kube-$KUBE_VERSION-$gov"
helm_dir="$cache/helm-$HELM_VERSION-$gov"
kubeconform_dir="$cache/kubeconform-$KUBECONFORM_VERSION"
mkdir -p "$cache"

# Holds an exclusive lock on "$1.lock" for the rest of the script, so a second run waits and then finds the binaries.
lock() { exec {fd}>"$1.lock"; flock "$fd"; }

if [[ $what == kube || $what == all ]] && [[ ! -x $kube_dir/kube-apiserver || ! -x $kube_dir/etcd ]]; then
  lock "$kube_dir"
  if [[ ! -x $kube_dir/kube-apiserver || ! -x $kube_dir/etcd ]]; then
    tmp="$kube_dir.tmp.$$"; mkdir -p "$tmp"
    # The version the binary reports (kubectl version, /version): gitMajor "1", gitMinor "34".
    minor="${KUBE_VERSION#*.}"; minor="${minor%%.*}"
    flags="-s -w"
    for p in k8s.io/component-base/version k8s.io/client-go/pkg/version; do
      flags+=" -X $p.gitVersion=v$KUBE_VERSION -X $p.gitMajor=1 -X $p.gitMinor=$minor"
    done
    (cd "$here" && go build -mod=mod -trimpath -ldflags "$flags" -o "$tmp/kube-apiserver" ./cmd/kube-apiserver \
       && go build -mod=mod -trimpath -ldflags "-s -w" -o "$tmp/etcd" ./cmd/etcd) >&2
    rm -rf "$kube_dir"; mv "$tmp" "$kube_dir"
  fi
fi
# go_install WHAT DIR BINARY MODULE@VERSION: one binary from the Go module proxy into DIR, once.
go_install() {
  [[ $what == "$1" || $what == all ]] && [[ ! -x $2/$3 ]] || return 0
  lock "$2"
  [[ ! -x $2/$3 ]] || return 0
  local tmp="$2.tmp.$$"; mkdir -p "$tmp"
  GOBIN="$tmp" GOFLAGS=-buildvcs=false go install -trimpath -ldflags "-s -w" "$4" >&2
  rm -rf "$2"; mv "$tmp" "$2"
}
go_install helm "$helm_dir" helm "helm.sh/helm/v3/cmd/helm@v$HELM_VERSION"
go_install kubeconform "$kubeconform_dir" kubeconform "github.com/yannh/kubeconform/cmd/kubeconform@v$KUBECONFORM_VERSION"
echo "$cache"
