// Command oracle answers, for each YAML file given, which documents kubectl accepts and the JSON value it
// reads from each. It runs kubectl's own decoding path (k8s.io/cli-runtime/pkg/resource):
//
//	FileVisitor: the bytes go through unicode.BOMOverride(UTF8 decoder) (a BOM is dropped);
//	StreamVisitor: yaml.NewYAMLOrJSONDecoder(r, 4096), Decode(&runtime.RawExtension{}) per document,
//	               skipping documents whose JSON is empty or null.
//
// NewYAMLOrJSONDecoder sniffs for a leading '{' (JSON stream, encoding/json) and otherwise splits the stream
// with YAMLReader at lines starting with "---" and converts each chunk with sigs.k8s.io/yaml (go-yaml v2).
// kubectl stops at the first error; the oracle goes on to the next chunk (the reader has consumed the bad
// one), so every document gets a verdict. A JSON stream stops at its first error, as encoding/json does.
//
// Lines: the decoder does not expose offsets, so the oracle replays YAMLReader's line rule to learn where
// each chunk starts (and checks the replay against YAMLReader's own chunks). Error lines are go-yaml's
// "line N" translated to the file.
//
// Usage: oracle FILE...   Output (stdout): {"<base name>": {"mode": "yaml"|"json", "docs": [Doc...]}}.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/yaml"
)

type Doc struct {
	Line  int    `json:"line"`
	OK    bool   `json:"ok"`
	JSON  string `json:"json,omitempty"`
	Error string `json:"error,omitempty"`
}

type Result struct {
	Mode string `json:"mode"`
	Docs []Doc  `json:"docs"`
}

func main() {
	out := map[string]Result{}
	for _, file := range os.Args[1:] {
		data, err := os.ReadFile(file)
		if err != nil {
			fail(err)
		}
		out[filepath.Base(file)] = decode(data)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	if err := enc.Encode(out); err != nil {
		fail(err)
	}
}

func decode(data []byte) Result {
	// FileVisitor's transform, read whole so the line replay sees the same bytes as the decoder.
	text, err := io.ReadAll(transform.NewReader(bytes.NewReader(data), unicode.BOMOverride(unicode.UTF8.NewDecoder())))
	if err != nil {
		fail(err)
	}
	_, _, isJSON := yaml.GuessJSONStream(bytes.NewReader(text), 4096)
	var starts []chunk
	if isJSON {
		starts = jsonStarts(text)
	} else {
		starts = yamlChunks(text)
		checkReplay(text, starts)
	}
	d := yaml.NewYAMLOrJSONDecoder(bytes.NewReader(text), 4096)
	res := Result{Mode: map[bool]string{true: "json", false: "yaml"}[isJSON], Docs: []Doc{}}
	for i := 0; ; i++ {
		ext := runtime.RawExtension{}
		err := d.Decode(&ext)
		if err == io.EOF {
			break
		}
		if i >= len(starts) {
			fail(fmt.Errorf("more documents than the line replay found (%d)", len(starts)))
		}
		c := starts[i]
		if err != nil {
			res.Docs = append(res.Docs, Doc{Line: errorLine(err, c, text), OK: false, Error: err.Error()})
			if isJSON {
				break // encoding/json's errors are sticky: nothing after it is read
			}
			continue
		}
		raw := bytes.TrimSpace(ext.Raw)
		if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
			continue // StreamVisitor skips these
		}
		res.Docs = append(res.Docs, Doc{Line: c.line, OK: true, JSON: string(raw)})
	}
	return res
}

// chunk is where one Decode call's input starts: its first line, its text (YAML), or its offset (JSON).
type chunk struct {
	line    int
	text    string
	badSep  bool
	offset  int
	jsonErr bool
}

// yamlChunks replays YAMLReader.Read: lines (CRLF read as LF) are buffered until a line that starts with
// "---"; when the rest of that line is blank or a comment it ends a non-empty buffer (an empty buffer
// keeps the line), otherwise Read returns an error and drops the buffer.
func yamlChunks(text []byte) []chunk {
	var out []chunk
	var buf strings.Builder
	start := 0
	lines := strings.SplitAfter(string(text), "\n")
	for n, line := range lines {
		if line == "" {
			continue
		}
		body := line
		if strings.HasSuffix(body, "\n") { // bufio.ReadLine drops "\n" or "\r\n"
			body = strings.TrimSuffix(strings.TrimSuffix(body, "\n"), "\r")
		}
		if strings.Index(body, "---") == 0 {
			rest := strings.TrimSpace(body[3:])
			if rest != "" && rest[0] != '#' {
				out = append(out, chunk{line: n + 1, badSep: true})
				buf.Reset()
				continue
			}
			if buf.Len() > 0 {
				out = append(out, chunk{line: start, text: buf.String()})
				buf.Reset()
				continue
			}
			// With nothing buffered, Read keeps the separator line: it opens the next chunk.
		}
		if buf.Len() == 0 {
			start = n + 1
		}
		buf.WriteString(body + "\n")
	}
	if buf.Len() > 0 {
		out = append(out, chunk{line: start, text: buf.String()})
	}
	return out
}

// checkReplay proves the replay cuts where YAMLReader cuts.
func checkReplay(text []byte, chunks []chunk) {
	r := yaml.NewYAMLReader(bufio.NewReader(bytes.NewReader(text)))
	for i := 0; ; i++ {
		b, err := r.Read()
		if err == io.EOF {
			if i != len(chunks) {
				fail(fmt.Errorf("replay found %d chunks, YAMLReader %d", len(chunks), i))
			}
			return
		}
		if i >= len(chunks) {
			fail(errors.New("YAMLReader returned more chunks than the replay"))
		}
		if (err != nil) != chunks[i].badSep || (err == nil && string(b) != chunks[i].text) {
			fail(fmt.Errorf("replay differs from YAMLReader at chunk %d (line %d)", i, chunks[i].line))
		}
	}
}

// jsonStarts runs a second encoding/json decoder over the same bytes only to learn each value's offset.
func jsonStarts(text []byte) []chunk {
	var out []chunk
	d := json.NewDecoder(bytes.NewReader(text))
	for {
		var raw json.RawMessage
		err := d.Decode(&raw)
		if err == io.EOF {
			return out
		}
		if err != nil {
			off := int(d.InputOffset())
			var se *json.SyntaxError
			if errors.As(err, &se) {
				off = int(se.Offset)
			}
			return append(out, chunk{line: lineAt(text, off), offset: off, jsonErr: true})
		}
		end := int(d.InputOffset())
		start := end - len(raw)
		out = append(out, chunk{line: lineAt(text, start), offset: start})
	}
}

func lineAt(text []byte, offset int) int {
	if offset > len(text) {
		offset = len(text)
	}
	return bytes.Count(text[:offset], []byte("\n")) + 1
}

var goYAMLLine = regexp.MustCompile(`yaml: line (\d+):`)

// errorLine is go-yaml's "line N" (one-based within the chunk) as a line of the file.
func errorLine(err error, c chunk, text []byte) int {
	var se yaml.JSONSyntaxError
	if errors.As(err, &se) {
		return lineAt(text, int(se.Offset))
	}
	if m := goYAMLLine.FindStringSubmatch(err.Error()); m != nil && !c.badSep {
		n, _ := strconv.Atoi(m[1])
		return c.line + n - 1
	}
	return c.line
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "oracle:", err)
	os.Exit(2)
}
