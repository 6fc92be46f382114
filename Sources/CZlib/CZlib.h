// The system zlib, for ViewLayoutRender's PNG codec.
#if __has_include(<zlib.h>)
#include <zlib.h>
#else
#error "ViewLayoutRender needs zlib's C headers: install zlib1g-dev (apt-get install zlib1g-dev) on Debian or Ubuntu, zlib-devel on Fedora, or zlib with Homebrew (brew install zlib); macOS's SDK has them already."
#endif
