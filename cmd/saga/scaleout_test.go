package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestMain lets the test binary stand in for saga: run with SAGA_AS_MAIN
// set, it is saga, so that the scale-out recipes can run it as the
// scheduler would, in processes of their own.
func TestMain(m *testing.M) {
	if file := os.Getenv("SAGA_TEST_WRITE"); file != "" {
		os.Exit(writeForSignalTest(file))
	}
	if os.Getenv("SAGA_AS_MAIN") == "1" {
		code := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		if file := os.Getenv("SAGA_PEAK_TO"); file != "" {
			writePeak(file)
		}
		os.Exit(code)
	}
	os.Exit(m.Run())
}

// sagaOnPath puts a "saga" on a PATH of its own that is this test binary
// standing in for saga, and returns the environment to run it in.
func sagaOnPath(t *testing.T) []string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	if err := os.Symlink(self, filepath.Join(bin, "saga")); err != nil {
		t.Fatal(err)
	}
	return append(os.Environ(), "SAGA_AS_MAIN=1", "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// runIn runs name with args in dir with env, failing the test if it fails.
func runIn(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	if name == "saga" { // exec looks names up in the test's own PATH
		for _, e := range env {
			if dirs, ok := strings.CutPrefix(e, "PATH="); ok {
				name = filepath.Join(filepath.SplitList(dirs)[0], "saga")
			}
		}
	}
	cmd := exec.Command(name, args...)
	cmd.Dir, cmd.Env = dir, env
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, errs.String())
	}
	return out.String()
}

// The recipes of docs/scale-out.md, run as written with a local stand-in
// for each scheduler, merge into what the unsharded run gives, byte for
// byte: the summary of a simulation, the puzzles and list of a mining run.
func TestScaleOutRecipes(t *testing.T) {
	if testing.Short() {
		t.Skip("runs saga in 40 processes; merging parts is checked in-process by the merge goldens and TestMineShardsMergeToTheWholeRun")
	}
	env := sagaOnPath(t)
	for _, command := range []string{"simulate", "generate"} {
		recipes := map[string]func(dir string) []string{
			"kubernetes": func(dir string) []string { return kubernetes(t, dir, env, command) },
			"slurm":      func(dir string) []string { return slurm(t, dir, env, command) },
			"xargs":      func(dir string) []string { return xargsLine(t, dir, env, command) },
		}
		var whole, wholeDir string
		for _, name := range []string{"kubernetes", "slurm", "xargs"} {
			dir := t.TempDir()
			args := recipes[name](dir)
			var parts []string
			for _, pattern := range []string{"*.json", filepath.Join("*", "*.json")} {
				more, _ := filepath.Glob(filepath.Join(dir, pattern))
				parts = append(parts, more...)
			}
			if len(parts) == 0 {
				t.Fatalf("%s %s wrote no part", command, name)
			}
			merge := []string{"merge"}
			if command == "generate" {
				// The same folder name for both runs, so that their lists
				// are alike: one in a folder of its own.
				merge = append(merge, "--dir", "book")
				if whole == "" {
					wholeDir = t.TempDir()
					whole = runIn(t, wholeDir, env, "saga", append(args, "--dir", "book")...)
				}
			} else if whole == "" {
				whole = runIn(t, dir, env, "saga", args...)
			}
			merged := runIn(t, dir, env, "saga", append(merge, parts...)...)
			if merged != whole {
				t.Errorf("%s %s: what merging %d parts prints differs from the unsharded run's:\n%s\nwant\n%s", command, name, len(parts), merged, whole)
			}
			if command == "generate" {
				sameFolders(t, filepath.Join(wholeDir, "book"), filepath.Join(dir, "book"))
				if entries, _ := os.ReadDir(filepath.Join(dir, "book")); len(entries) == 0 {
					t.Errorf("%s %s: no puzzle written: the recipe tests nothing", command, name)
				}
			}
		}
	}
}

// runArgs are a shard's arguments without --shard and --out and their
// values: the unsharded run's.
func runArgs(args []string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		if args[i] == "--shard" || args[i] == "--out" {
			i++
			continue
		}
		out = append(out, args[i])
	}
	return out
}

// kubernetes runs the Indexed Job of command (docs/scale-out/COMMAND-job.yaml)
// once per completion index, with JOB_COMPLETION_INDEX set and $(VAR)
// in the args expanded as Kubernetes does; the parts go where the volume
// would be mounted. It returns the unsharded run's arguments.
func kubernetes(t *testing.T, dir string, env []string, command string) []string {
	data, err := os.ReadFile("../../docs/scale-out/" + command + "-job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var job struct {
		Spec struct {
			Completions int
			Template    struct {
				Spec struct {
					Containers []struct {
						Command, Args []string
						VolumeMounts  []struct {
							MountPath string `yaml:"mountPath"`
						} `yaml:"volumeMounts"`
					}
				}
			}
		}
	}
	if err := yaml.Unmarshal(data, &job); err != nil {
		t.Fatal(err)
	}
	c := job.Spec.Template.Spec.Containers[0]
	mount := c.VolumeMounts[0].MountPath
	if mount == "" || c.Command[0] != "saga" || len(c.Args) == 0 || c.Args[0] != command {
		t.Fatalf("the manifest's container runs %q %q with a volume at %q", c.Command, c.Args, mount)
	}
	for i := range job.Spec.Completions {
		var args []string
		for _, a := range c.Args {
			a = strings.ReplaceAll(a, "$(JOB_COMPLETION_INDEX)", strconv.Itoa(i))
			a = strings.ReplaceAll(a, mount, dir) // the volume, here
			args = append(args, a)
		}
		runIn(t, dir, append(env, fmt.Sprintf("JOB_COMPLETION_INDEX=%d", i)), c.Command[0], args...)
	}
	return runArgs(c.Args)
}

// slurm runs the job array script of command (docs/scale-out/COMMAND.slurm)
// with bash once per task, with the variables Slurm sets. It returns the
// unsharded run's arguments.
func slurm(t *testing.T, dir string, env []string, command string) []string {
	script, err := filepath.Abs("../../docs/scale-out/" + command + ".slurm")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^#SBATCH --array=(\d+)-(\d+)$`).FindStringSubmatch(string(data))
	if m == nil {
		t.Fatal("no #SBATCH --array=FIRST-LAST line")
	}
	first, _ := strconv.Atoi(m[1])
	last, _ := strconv.Atoi(m[2])
	for id := first; id <= last; id++ {
		runIn(t, dir, append(env, fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", id), fmt.Sprintf("SLURM_ARRAY_TASK_COUNT=%d", last-first+1),
			fmt.Sprintf("SLURM_ARRAY_TASK_MIN=%d", first), fmt.Sprintf("SLURM_ARRAY_TASK_MAX=%d", last)), "bash", script)
	}
	line := regexp.MustCompile(`(?m)^saga ` + command + ` .*$`).FindString(string(data))
	if line == "" {
		t.Fatalf("%s runs no saga %s", script, command)
	}
	return runArgs(strings.Fields(line)[1:])
}

// xargsLine runs docs/scale-out.md's xargs line for command with bash. It
// returns the unsharded run's arguments.
func xargsLine(t *testing.T, dir string, env []string, command string) []string {
	data, err := os.ReadFile("../../docs/scale-out.md")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`(?m)^seq .*xargs .* saga ` + command + ` .*$`).FindString(string(data))
	if line == "" {
		t.Fatalf("docs/scale-out.md has no xargs line for saga %s", command)
	}
	runIn(t, dir, env, "bash", "-c", line)
	_, args, _ := strings.Cut(line, " saga ")
	return runArgs(strings.Fields(args))
}
