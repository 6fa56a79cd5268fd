// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport/
// UIKit.swiftoverlay): a file that imports both Testing and a module named UIKit makes the
// compiler import `_Testing_UIKit` too. Apple platforms ship that module (image attachments);
// the Linux toolchain doesn't, so without this empty stand-in `import Testing` and
// `import UIKit` in one file fail with "no such module '_Testing_UIKit'". The UIKit target
// depends on it, so every package that uses the UIKit product builds it.
