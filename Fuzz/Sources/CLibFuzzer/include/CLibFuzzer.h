// libFuzzer's entry point for programs that keep their own main
// (https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library).
// SwiftPM renames every executable's Swift main and points `main` at it,
// so the harnesses start libFuzzer from their own main through this call.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
