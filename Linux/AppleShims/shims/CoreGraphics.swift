// Shim of Apple's Core Graphics: the one type the project's Apple-only code uses, CGImage, and the
// Core Foundation types that come with the module on Apple platforms (CoreGraphics re-exports
// CoreFoundation), declared from public documentation (developer.apple.com/documentation/
// coregraphics and .../corefoundation). Bodies are the view harness's (runtime/CoreGraphics).
//
// CGFloat, CGPoint, CGSize and CGRect are not declared here: swift-corelibs-foundation has them
// (and FoundationDarwin, implicitly imported into every checked file, re-exports Foundation).
//
// Core Foundation types: CFData, CFDictionary and CFString are toll-free bridged on Apple
// platforms to NSData, NSDictionary and NSString, which is what makes `data as CFData` and
// `[CFString: Any] as CFDictionary` work there. Swift source cannot declare a toll-free bridge,
// so here they are those corelibs classes themselves: the same conversions compile (with and
// without Objective-C interop), and a CF-only function on them is not declared. UIKit re-exports
// this module, as UIKit re-exports CoreGraphics on iOS; ImageIO does too.

import Foundation

// doc: https://developer.apple.com/documentation/corefoundation/cfdata — iOS 2.0; SDK 17/18
/// Toll-free bridged with NSData on Apple platforms; here that class.
public typealias CFData = NSData

// doc: https://developer.apple.com/documentation/corefoundation/cfdictionary — iOS 2.0; SDK 17/18
/// Toll-free bridged with NSDictionary on Apple platforms; here that class.
public typealias CFDictionary = NSDictionary

// doc: https://developer.apple.com/documentation/corefoundation/cfstring — iOS 2.0; SDK 17/18
/// Toll-free bridged with NSString on Apple platforms; here that class.
public typealias CFString = NSString

// doc: https://developer.apple.com/documentation/coregraphics/cgimage — iOS 2.0; SDK 17/18
/// A bitmap image. Only its pixel size is modelled. Not declared `Sendable`: code that hands one
/// to another task wraps it (the real type is immutable, but the SDKs differ on its conformance).
public final class CGImage {
  let _width: Int
  let _height: Int
  init(_width: Int, _height: Int) {
    self._width = _width
    self._height = _height
  }

  // doc: https://developer.apple.com/documentation/coregraphics/cgimage/width — iOS 2.0; SDK 17/18
  /// "Returns the width of a bitmap image, in pixels."
  public var width: Int { _width }
  // doc: https://developer.apple.com/documentation/coregraphics/cgimage/height — iOS 2.0; SDK 17/18
  /// "Returns the height of a bitmap image."
  public var height: Int { _height }
  // doc: https://developer.apple.com/documentation/coregraphics/cgimage/bytesperrow — iOS 2.0; SDK 17/18
  /// "Returns the number of bytes allocated for a single row of a bitmap image." Modelled as 4 a
  /// pixel.
  public var bytesPerRow: Int { _width * 4 }
}
