// The ValidatingAdmissionPolicy status controller of kube-controller-manager alone (upstream code, started
// as cmd/kube-controller-manager/app/validatingadmissionpolicystatus.go starts it): it type-checks each
// policy's CEL against the served schemas and writes status.typeChecking. The admission-policy tests run
// it next to the real kube-apiserver, which has no controller-manager.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	apiextensionsscheme "k8s.io/apiextensions-apiserver/pkg/client/clientset/clientset/scheme"
	pluginvalidatingadmissionpolicy "k8s.io/apiserver/pkg/admission/plugin/policy/validating"
	"k8s.io/apiserver/pkg/cel/openapi/resolver"
	"k8s.io/client-go/discovery/cached/memory"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	k8sscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/restmapper"
	"k8s.io/client-go/tools/clientcmd"
	"k8s.io/kubernetes/pkg/controller/validatingadmissionpolicystatus"
	"k8s.io/kubernetes/pkg/generated/openapi"
)

func main() {
	kubeconfig := flag.String("kubeconfig", "", "kubeconfig file of the API server")
	flag.Parse()
	if err := run(*kubeconfig); err != nil {
		fmt.Fprintln(os.Stderr, "policy-status:", err)
		os.Exit(1)
	}
}

func run(kubeconfig string) error {
	config, err := clientcmd.BuildConfigFromFlags("", kubeconfig)
	if err != nil {
		return err
	}
	client, err := kubernetes.NewForConfig(config)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	schemaResolver := resolver.NewDefinitionsSchemaResolver(openapi.GetOpenAPIDefinitions, k8sscheme.Scheme, apiextensionsscheme.Scheme).
		Combine(&resolver.ClientDiscoveryResolver{Discovery: client.Discovery()})
	typeChecker := &pluginvalidatingadmissionpolicy.TypeChecker{
		SchemaResolver: schemaResolver,
		RestMapper:     restmapper.NewDeferredDiscoveryRESTMapper(memory.NewMemCacheClient(client.Discovery())),
	}
	factory := informers.NewSharedInformerFactory(client, 0)
	c, err := validatingadmissionpolicystatus.NewController(
		factory.Admissionregistration().V1().ValidatingAdmissionPolicies(),
		client.AdmissionregistrationV1().ValidatingAdmissionPolicies(),
		typeChecker,
	)
	if err != nil {
		return err
	}
	factory.Start(ctx.Done())
	fmt.Fprintln(os.Stderr, "policy-status: running")
	c.Run(ctx, 1)
	return nil
}
