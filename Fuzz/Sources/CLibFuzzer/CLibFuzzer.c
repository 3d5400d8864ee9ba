// Only the declaration in include/ is needed; SwiftPM wants a source file.
#include "CLibFuzzer.h"
