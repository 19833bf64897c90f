// SwiftPM needs one C source per C target; the driver itself lives in libclang_rt.fuzzer.
#include "FuzzerDriver.h"
