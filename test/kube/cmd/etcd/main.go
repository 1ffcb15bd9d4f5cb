// etcd at the version kubernetes' own go.mod pins, for the kube-apiserver of the real-Kubernetes tests.
package main

import (
	"os"

	"go.etcd.io/etcd/server/v3/etcdmain"
)

func main() {
	etcdmain.Main(os.Args)
}
