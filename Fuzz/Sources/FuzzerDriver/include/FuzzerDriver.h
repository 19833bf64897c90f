// Declares libFuzzer's driver so a Swift entry point can start the fuzzing loop itself.
#ifndef AX_LSP_FUZZER_DRIVER_H
#define AX_LSP_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the process arguments and a test callback (defined by libclang_rt.fuzzer).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
