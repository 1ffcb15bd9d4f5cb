module webhook-cert-gate/test/oracle

// The go line sets GODEBUG defaults; 1.24 matches what current kube-apiserver releases declare
// (negative serials refused since 1.23, RSA keys under 1024 bits refused since 1.24).
go 1.24
