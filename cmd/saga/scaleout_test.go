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
	if os.Getenv("SAGA_AS_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
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
// for each scheduler, merge into the summary of the unsharded run, byte
// for byte.
func TestScaleOutRecipes(t *testing.T) {
	env := sagaOnPath(t)
	recipes := map[string]func(dir string) string{
		"kubernetes": func(dir string) string { return kubernetes(t, dir, env) },
		"slurm":      func(dir string) string { return slurm(t, dir, env) },
		"xargs":      func(dir string) string { return xargsLine(t, dir, env) },
	}
	var whole string
	for _, name := range []string{"kubernetes", "slurm", "xargs"} {
		dir := t.TempDir()
		games := recipes[name](dir)
		if whole == "" {
			whole = runIn(t, dir, env, "saga", "simulate", "--games", games, "--seed", "1", "--quiet")
		}
		parts, _ := filepath.Glob(filepath.Join(dir, "**", "part-*.json"))
		more, _ := filepath.Glob(filepath.Join(dir, "part-*.json"))
		parts = append(parts, more...)
		merged := runIn(t, dir, env, "saga", append([]string{"merge"}, parts...)...)
		if merged != whole {
			t.Errorf("%s: the merged summary of %d parts differs from the unsharded run's", name, len(parts))
		}
	}
}

// kubernetes runs the Indexed Job's container command once per
// completion index, with JOB_COMPLETION_INDEX set and $(VAR) in the args
// expanded as Kubernetes does; the parts go where the volume would be
// mounted. It returns the run's --games.
func kubernetes(t *testing.T, dir string, env []string) string {
	data, err := os.ReadFile("../../docs/scale-out/simulate-job.yaml")
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
	if mount == "" || c.Command[0] != "saga" {
		t.Fatalf("the manifest's container runs %q with a volume at %q", c.Command, mount)
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
	return flagValue(t, c.Args, "--games")
}

// slurm runs the job array's script with bash once per task, with the
// variables Slurm sets. It returns the run's --games.
func slurm(t *testing.T, dir string, env []string) string {
	script, err := filepath.Abs("../../docs/scale-out/simulate.slurm")
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
	return flagValue(t, strings.Fields(string(data)), "--games")
}

// xargsLine runs docs/scale-out.md's xargs line with bash. It returns
// the run's --games.
func xargsLine(t *testing.T, dir string, env []string) string {
	data, err := os.ReadFile("../../docs/scale-out.md")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`(?m)^seq .*xargs .*$`).FindString(string(data))
	if line == "" {
		t.Fatal("docs/scale-out.md has no xargs line")
	}
	runIn(t, dir, env, "bash", "-c", line)
	return flagValue(t, strings.Fields(line), "--games")
}

// flagValue is the word after flag in words.
func flagValue(t *testing.T, words []string, flag string) string {
	for i, w := range words {
		if w == flag && i+1 < len(words) {
			return words[i+1]
		}
	}
	t.Fatalf("no %s in %q", flag, words)
	return ""
}
