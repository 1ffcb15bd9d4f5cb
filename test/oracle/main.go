// Command oracle answers, with Go's own crypto/tls and crypto/x509, whether the Kubernetes API server
// would accept a webhook's serving certificate. It does what client-go does: the caBundle goes through
// CertPool.AppendCertsFromPEM, the served chain and key through tls.X509KeyPair, and a real TLS
// handshake over an in-memory pipe runs Verify with ServerName, RootCAs and a fixed clock.
//
// Usage: oracle [cases.json]   (stdin when no file). Input: {"dir": "...", "cases": [Case...]};
// paths in a case are relative to dir. Output: a JSON array of Result on stdout.
//
// oracle -serve: one long-lived process for the differential fuzz test. Each stdin line is a JSON
// Inline case (PEM bytes base64-encoded, so binary junk survives JSON); each answer is one JSON line.
package main

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
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

// Inline is one case of the -serve protocol: file contents instead of paths.
type Inline struct {
	ID     string `json:"id"`
	Chain  string `json:"chain"`
	Key    string `json:"key,omitempty"`
	Bundle string `json:"bundle"`
	Host   string `json:"host"`
	At     string `json:"at"`
}

func serve() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 64<<20)
	out := bufio.NewWriter(os.Stdout)
	enc := json.NewEncoder(out)
	for in.Scan() {
		var c Inline
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			fail(err)
		}
		err := checkInline(c)
		r := Result{ID: c.ID, Accepted: err == nil}
		if err != nil {
			r.Error = err.Error()
		}
		if err := enc.Encode(r); err != nil {
			fail(err)
		}
		out.Flush()
	}
	if err := in.Err(); err != nil {
		fail(err)
	}
}

func checkInline(c Inline) error {
	dec := func(s string) []byte {
		b, err := base64.StdEncoding.DecodeString(s)
		if err != nil {
			fail(err)
		}
		return b
	}
	at, err := time.Parse(time.RFC3339, c.At)
	if err != nil {
		return err
	}
	var key []byte
	if c.Key != "" {
		key = dec(c.Key)
	}
	return verdict(dec(c.Chain), key, c.Key != "", dec(c.Bundle), c.Host, at)
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "-serve" {
		serve()
		return
	}
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
	var keyPEM []byte
	if c.Key != "" {
		if keyPEM, err = read(dir, c.Key); err != nil {
			return err
		}
	}
	return verdict(chainPEM, keyPEM, c.Key != "", bundle, c.Host, at)
}

// verdict is the API server's answer for one served chain (and key, when hasKey) against caBundle.
func verdict(chainPEM, keyPEM []byte, hasKey bool, bundle []byte, host string, at time.Time) error {
	// client-go: an empty caBundle leaves RootCAs nil, i.e. the host's system roots.
	if len(bundle) == 0 {
		return errors.New("empty caBundle: the API server uses its host's system roots (not modelled offline)")
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(bundle) {
		return errors.New("unable to load root certificates: unable to parse bytes as PEM block")
	}
	if !hasKey {
		return verifyWithoutKey(chainPEM, roots, host, at)
	}
	pair, err := tls.X509KeyPair(chainPEM, keyPEM)
	if err != nil {
		return err
	}
	return handshake(pair, roots, host, at)
}

// handshake runs a real TLS handshake over loopback TCP (kernel buffers, so neither side can block
// the other's alert): the client side is configured as client-go configures it.
func handshake(pair tls.Certificate, roots *x509.CertPool, host string, at time.Time) error {
	clock := func() time.Time { return at }
	ln, err := loopback()
	if err != nil {
		return err
	}
	accepted := make(chan net.Conn, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			accepted <- nil
			return
		}
		accepted <- c
	}()
	clientConn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		return err
	}
	serverConn := <-accepted
	if serverConn == nil {
		clientConn.Close()
		return errors.New("oracle: loopback accept failed")
	}
	deadline := time.Now().Add(10 * time.Second)
	serverConn.SetDeadline(deadline)
	clientConn.SetDeadline(deadline)
	server := tls.Server(serverConn, &tls.Config{Certificates: []tls.Certificate{pair}, Time: clock})
	// client-go's transport.TLSConfigFor sets MinVersion TLS 1.2; the server offers 1.3 as well.
	client := tls.Client(clientConn, &tls.Config{RootCAs: roots, ServerName: host, Time: clock, MinVersion: tls.VersionTLS12})
	done := make(chan error, 1)
	go func() {
		done <- server.Handshake()
		serverConn.Close()
	}()
	err = client.Handshake()
	clientConn.Close()
	<-done
	return err
}

var listener net.Listener

// loopback is one listener on 127.0.0.1 shared by all cases (cases run one at a time).
func loopback() (net.Listener, error) {
	if listener == nil {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		listener = ln
	}
	return listener, nil
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
