// Shim of Apple's Image I/O: reading image data into a downsampled bitmap (CGImageSource), the
// functions and option keys the project's Apple-only code uses, declared from public
// documentation (developer.apple.com/documentation/imageio). Bodies are the view harness's
// (runtime/ImageIO, which reads the pixel size of PNG and JPEG data). Re-exports CoreGraphics,
// as the module does on Apple platforms.

@_exported import CoreGraphics
import Foundation

// MARK: - Image sources

// doc: https://developer.apple.com/documentation/imageio/cgimagesource — iOS 4.0; SDK 17/18
/// "An opaque type that you use to read image data from a URL, data object, or data consumer."
public final class CGImageSource {
  let _width: Int
  let _height: Int
  init(_width: Int, _height: Int) {
    self._width = _width
    self._height = _height
  }
}

// doc: https://developer.apple.com/documentation/imageio/cgimagesourcecreatewithdata(_:_:) — iOS 4.0; SDK 17/18
/// "Creates an image source that reads from a Core Foundation data object."
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
  _ImageData.source(for: data as Data)
}

// doc: https://developer.apple.com/documentation/imageio/cgimagesourcecreatethumbnailatindex(_:_:_:) — iOS 4.0; SDK 17/18
/// "Creates a thumbnail version of the image at the specified index in an image source."
public func CGImageSourceCreateThumbnailAtIndex(
  _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
  _ImageData.thumbnail(of: isrc, at: index, options)
}

// MARK: - Read options

// doc: https://developer.apple.com/documentation/imageio/kcgimagesourceshouldcache — iOS 4.0; SDK 17/18
/// "Whether to cache the decoded image" (a CFBoolean).
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache" as NSString

// doc: https://developer.apple.com/documentation/imageio/kcgimagesourceshouldcacheimmediately — iOS 7.0; SDK 17/18
/// "Whether image decoding and caching happens at image creation time" (a CFBoolean).
public let kCGImageSourceShouldCacheImmediately: CFString =
  "kCGImageSourceShouldCacheImmediately" as NSString

// doc: https://developer.apple.com/documentation/imageio/kcgimagesourcecreatethumbnailfromimagealways — iOS 4.0; SDK 17/18
/// Create the thumbnail from the full image, even if the data contains one (a CFBoolean).
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString =
  "kCGImageSourceCreateThumbnailFromImageAlways" as NSString

// doc: https://developer.apple.com/documentation/imageio/kcgimagesourcecreatethumbnailfromimageifabsent — iOS 4.0; SDK 17/18
/// Create the thumbnail from the full image if the data contains none (a CFBoolean).
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString =
  "kCGImageSourceCreateThumbnailFromImageIfAbsent" as NSString

// doc: https://developer.apple.com/documentation/imageio/kcgimagesourcethumbnailmaxpixelsize — iOS 4.0; SDK 17/18
/// "The maximum width and height of a thumbnail image, specified in pixels" (a CFNumber).
public let kCGImageSourceThumbnailMaxPixelSize: CFString =
  "kCGImageSourceThumbnailMaxPixelSize" as NSString

// doc: https://developer.apple.com/documentation/imageio/kcgimagesourcecreatethumbnailwithtransform — iOS 4.0; SDK 17/18
/// "Whether to rotate and scale the thumbnail image to match the image's orientation and aspect
/// ratio" (a CFBoolean).
public let kCGImageSourceCreateThumbnailWithTransform: CFString =
  "kCGImageSourceCreateThumbnailWithTransform" as NSString
