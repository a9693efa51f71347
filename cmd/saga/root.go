package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/sagatools/saga/internal/inputfile"
	"github.com/sagatools/saga/internal/panicrelay"
	"github.com/sagatools/saga/internal/tomlfile"
)

// Exit codes.
const (
	exitOK        = 0
	exitDisagrees = 1 // verify: a claim differs from the rules; solve: a stated answer
	exitBadInput  = 2 // a file or the command line is wrong
	// exitInternal: saga itself went wrong (it panicked), which scripts
	// must be able to tell from bad input; Go's own exit status for a
	// panic is 2.
	exitInternal = 3
	// exitInterrupted: Ctrl-C stopped the command before it had anything
	// to show; 130 is what a shell gives a command that SIGINT killed.
	exitInterrupted = 130
)

// exitError carries an exit code out of a command.
type exitError struct {
	code int
	err  error // nil when the command already printed what went wrong
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

// run executes the command line args and returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runContext(context.Background(), args, stdin, stdout, stderr)
}

// runContext is run with a context that, cancelled, stops a long
// command cleanly.
func runContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return execute(ctx, newRoot(stdin, stdout, stderr), args, stderr)
}

// execute runs the command line args of root and returns the exit code.
// A panic is an internal error, exitInternal, reported with its stack:
// never bad input.
func execute(ctx context.Context, root *cobra.Command, args []string, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			stack := debug.Stack()
			// A panic carried from a worker goroutine comes with the
			// stack where it happened.
			if p, ok := r.(*panicrelay.Panic); ok {
				r, stack = p.Value, p.Stack
			}
			fmt.Fprintf(stderr, "saga: internal error: %v\nThis is a bug in saga, not a mistake in the input. Please report it with the command line and the files it read.\n\n%s", r, stack)
			code = exitInternal
		}
	}()
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			printError(stderr, ee.err)
		}
		return ee.code
	}
	printError(stderr, err)
	if strings.HasPrefix(err.Error(), "unknown command") {
		fmt.Fprintln(stderr, "Run 'saga help' for the commands.")
	}
	return exitBadInput
}

// maxErrorsShown is how many of a file's mistakes are printed: enough to
// fix many at once, and no screenfuls for a file that is all mistakes
// (every key unknown, say).
const maxErrorsShown = 100

// printError writes err, one problem per line: "file:line:col: message".
func printError(w io.Writer, err error) {
	var list tomlfile.Errors
	if errors.As(err, &list) {
		for _, e := range list[:min(len(list), maxErrorsShown)] {
			fmt.Fprintln(w, e.Error())
		}
		if n := len(list) - maxErrorsShown; n > 0 {
			fmt.Fprintf(w, "saga: and %d more mistakes, not shown\n", n)
		}
		return
	}
	var one *tomlfile.Error
	if errors.As(err, &one) {
		fmt.Fprintln(w, one.Error())
		return
	}
	var input *inputfile.Error // a file that could not be read: "file: why"
	if errors.As(err, &input) {
		fmt.Fprintln(w, input.Error())
		return
	}
	fmt.Fprintf(w, "saga: %v\n", err)
}

func newRoot(stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "saga",
		Short: "Author and analyse rulesets of Knizia's Kingdoms family of games",
		Long: `saga describes the Kingdoms family of tile-placement games (Beowulf: The
Movie Board Game, Kingdoms) as rulesets written in TOML, and with them scores
and verifies positions, plays and replays whole games, and solves endgames.

Exit codes: 0 success, 1 a verified claim (or a puzzle's stated answer)
differs from the rules, 2 bad input (the message names file:line:col),
3 an internal error (a bug in saga).

saga --version prints the version and the commit saga was built from.
saga completion bash, zsh, fish or powershell writes a script that
completes saga's commands and flags in that shell; "saga completion
SHELL --help" says how to load it.`,
		Version:       version(),
		SilenceErrors: true,
		SilenceUsage:  true,
		// No number or duration a command takes means anything below 0;
		// a negative --time or --workers would otherwise pass for 0, "no
		// limit".
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			var err error
			cmd.Flags().Visit(func(f *pflag.Flag) {
				switch f.Value.Type() {
				case "int", "int64", "duration":
					if err == nil && strings.HasPrefix(f.Value.String(), "-") {
						err = &exitError{code: exitBadInput, err: fmt.Errorf("--%s must not be negative, not %s", f.Name, f.Value)}
					}
				}
			})
			return err
		},
	}
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.Flags().BoolP("version", "v", false, "print saga's version and the commit it was built from")
	root.SetFlagErrorFunc(flagError)
	root.AddCommand(newScoreCmd(), newVerifyCmd(), newPlayCmd(), newMoveCmd(), newSimulateCmd(), newMergeCmd(), newRateCmd(), newReplayCmd(), newSolveCmd(), newCheckCmd(), newGenerateCmd(), newDiagramCmd(), newRulesetsCmd())
	return root
}

// flagError says in saga's words what is wrong with a flag: for an
// unknown one, the nearest that exists; for a bad value, what the flag
// takes.
func flagError(cmd *cobra.Command, err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "unknown flag: --"); ok {
		var names []string
		cmd.Flags().VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
		if near := tomlfile.Suggest(name, names); near != "" {
			msg += fmt.Sprintf("; did you mean --%s?", near)
		}
		return errors.New(msg)
	}
	// badFlagValue matches pflag's message for a value a flag cannot take;
	// compiled only when there is a mistake to explain.
	badFlagValue := regexp.MustCompile(`^invalid argument "(.*)" for "(?:-[a-zA-Z], )?--([a-z-]+)" flag: `)
	m := badFlagValue.FindStringSubmatch(msg)
	if m == nil || cmd.Flags().Lookup(m[2]) == nil {
		return err
	}
	takes := map[string]string{
		"int":      "a whole number",
		"int64":    "a whole number",
		"uint64":   "a whole number, 0 or more",
		"duration": "a time with its unit, such as 30s, 5m or 1h30m",
		"bool":     "true or false",
	}[cmd.Flags().Lookup(m[2]).Value.Type()]
	if takes == "" {
		return err
	}
	return fmt.Errorf("--%s takes %s, not %q", m[2], takes, m[1])
}
