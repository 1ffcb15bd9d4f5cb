// Command oracle answers, with Go's own crypto/tls and crypto/x509, whether the Kubernetes API server
// would accept a webhook's serving certificate. It does what client-go does: the caBundle goes through
// CertPool.AppendCertsFromPEM, the served chain and key through tls.X509KeyPair, and a real TLS
// handshake over an in-memory pipe runs Verify with ServerName, RootCAs and a fixed clock.
//
// Usage: oracle [cases.json]   (stdin when no file). Input: {"dir": "...", "cases": [Case...]};
// paths in a case are relative to dir. Output: a JSON array of Result on stdout.
package main

import (
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"time"
)

type Case struct {
	ID     string `json:"id"`
	Chain  string `json:"chain"`
	Key    string `json:"key,omitempty"`
	Bundle string `json:"bundle"`
	Host   string `json:"host"`
	At     string `json:"at"`
}

type Input struct {
	Dir   string `json:"dir"`
	Cases []Case `json:"cases"`
}

type Result struct {
	ID       string `json:"id"`
	Accepted bool   `json:"accepted"`
	Error    string `json:"error"`
}

func main() {
	var data []byte
	var err error
	if len(os.Args) > 1 {
		data, err = os.ReadFile(os.Args[1])
	} else {
		data, err = io.ReadAll(os.Stdin)
	}
	if err != nil {
		fail(err)
	}
	var in Input
	if err := json.Unmarshal(data, &in); err != nil {
		fail(err)
	}
	results := make([]Result, 0, len(in.Cases))
	for _, c := range in.Cases {
		err := check(c, in.Dir)
		r := Result{ID: c.ID, Accepted: err == nil}
		if err != nil {
			r.Error = err.Error()
		}
		results = append(results, r)
	}
	out, _ := json.MarshalIndent(results, "", "  ")
	fmt.Println(string(out))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "oracle:", err)
	os.Exit(2)
}

func read(dir, name string) ([]byte, error) {
	if name == "" {
		return nil, nil
	}
	return os.ReadFile(filepath.Join(dir, name))
}

func check(c Case, dir string) error {
	chainPEM, err := read(dir, c.Chain)
	if err != nil {
		return err
	}
	bundle, err := read(dir, c.Bundle)
	if err != nil {
		return err
	}
	at, err := time.Parse(time.RFC3339, c.At)
	if err != nil {
		return err
	}
	// client-go: an empty caBundle leaves RootCAs nil, i.e. the host's system roots.
	if len(bundle) == 0 {
		return errors.New("empty caBundle: the API server uses its host's system roots (not modelled offline)")
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(bundle) {
		return errors.New("unable to load root certificates: unable to parse bytes as PEM block")
	}
	if c.Key == "" {
		return verifyWithoutKey(chainPEM, roots, c.Host, at)
	}
	keyPEM, err := read(dir, c.Key)
	if err != nil {
		return err
	}
	pair, err := tls.X509KeyPair(chainPEM, keyPEM)
	if err != nil {
		return err
	}
	return handshake(pair, roots, c.Host, at)
}

// handshake runs a real TLS handshake: the client side is configured as client-go configures it.
func handshake(pair tls.Certificate, roots *x509.CertPool, host string, at time.Time) error {
	clock := func() time.Time { return at }
	serverConn, clientConn := net.Pipe()
	deadline := time.Now().Add(10 * time.Second)
	serverConn.SetDeadline(deadline)
	clientConn.SetDeadline(deadline)
	server := tls.Server(serverConn, &tls.Config{Certificates: []tls.Certificate{pair}, Time: clock})
	client := tls.Client(clientConn, &tls.Config{RootCAs: roots, ServerName: host, Time: clock})
	done := make(chan error, 1)
	go func() {
		done <- server.Handshake()
		serverConn.Close()
	}()
	err := client.Handshake()
	clientConn.Close()
	<-done
	return err
}

// verifyWithoutKey mirrors crypto/tls verifyServerCertificate when no key is available to handshake.
func verifyWithoutKey(chainPEM []byte, roots *x509.CertPool, host string, at time.Time) error {
	var certs []*x509.Certificate
	for rest := chainPEM; ; {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" {
			continue
		}
		cert, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			return errors.New("tls: failed to parse certificate from server: " + err.Error())
		}
		if pub, ok := cert.PublicKey.(*rsa.PublicKey); ok && pub.N.BitLen() > 8192 {
			return errors.New("tls: server sent certificate containing RSA key larger than 8192 bits")
		}
		certs = append(certs, cert)
	}
	if len(certs) == 0 {
		return errors.New("tls: failed to find any PEM data in certificate input")
	}
	opts := x509.VerifyOptions{Roots: roots, CurrentTime: at, DNSName: host, Intermediates: x509.NewCertPool()}
	for _, cert := range certs[1:] {
		opts.Intermediates.AddCert(cert)
	}
	if _, err := certs[0].Verify(opts); err != nil {
		return &tls.CertificateVerificationError{UnverifiedCertificates: certs, Err: err}
	}
	switch pub := certs[0].PublicKey.(type) {
	case *rsa.PublicKey:
		// The handshake signature is checked with crypto/rsa, which refuses keys under 1024 bits.
		if pub.N.BitLen() < 1024 {
			return fmt.Errorf("crypto/rsa: %d-bit keys are insecure (see https://go.dev/pkg/crypto/rsa#hdr-Minimum_key_size)", pub.N.BitLen())
		}
	case *ecdsa.PublicKey, ed25519.PublicKey:
	default:
		return fmt.Errorf("tls: server's certificate contains an unsupported type of public key: %T", certs[0].PublicKey)
	}
	return nil
}
