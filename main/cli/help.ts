export const helpText = `Deft — an AI coding agent for your project.

Usage:
  deft [options] <command>

Commands:
  doctor [--project <dir>] [--json]   Show this installation: versions, data folder,
                                      tools found on PATH, and the settings files Deft reads.

Options:
  -v, --version                       Print the version.
  -h, --help                          Print this help.

Environment:
  DEFT_DATA_DIR                       Where sessions and settings live (default: the
                                      platform's config folder, e.g. ~/.config/Deft).
`;
