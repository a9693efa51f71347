package main

import (
	"encoding/json"
	"io"

	"github.com/spf13/cobra"
)

// streams are a command's standard input, output and error: the
// terminal's, or a test's buffers. A run function writes only to them.
type streams struct {
	in          io.Reader
	out, errOut io.Writer
}

// streamsOf are the streams cobra gives cmd.
func streamsOf(cmd *cobra.Command) streams {
	return streams{in: cmd.InOrStdin(), out: cmd.OutOrStdout(), errOut: cmd.ErrOrStderr()}
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
