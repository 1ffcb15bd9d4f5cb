module webhook-cert-gate/test/yaml/oracle

// Versions as kubectl 1.32 builds them (go version -m $(which kubectl)): sigs.k8s.io/yaml v1.4.0 (its
// go-yaml v2 fork) and k8s.io/apimachinery v0.32, whose yaml.NewYAMLOrJSONDecoder kubectl's StreamVisitor uses.
go 1.24

require (
	golang.org/x/text v0.19.0
	k8s.io/apimachinery v0.32.4
)

require (
	github.com/fxamacker/cbor/v2 v2.7.0 // indirect
	github.com/go-logr/logr v1.4.2 // indirect
	github.com/gogo/protobuf v1.3.2 // indirect
	github.com/json-iterator/go v1.1.12 // indirect
	github.com/modern-go/concurrent v0.0.0-20180306012644-bacd9c7ef1dd // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/x448/float16 v0.8.4 // indirect
	k8s.io/klog/v2 v2.130.1 // indirect
	sigs.k8s.io/json v0.0.0-20241010143419-9aa6b5e7a4b3 // indirect
	sigs.k8s.io/structured-merge-diff/v4 v4.4.2 // indirect
	sigs.k8s.io/yaml v1.4.0 // indirect
)
