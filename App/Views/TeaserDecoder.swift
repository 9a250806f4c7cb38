import CoreGraphics
import Foundation
import ImageIO

/// Downsampled while decoding, off the main thread: never a full-size bitmap. Decoded images
/// are kept, so a row drawn again (the menu reopened) shows its photo at once.
enum TeaserDecoder {
  /// `CGImage` is immutable; the SDKs differ on whether it is `Sendable`.
  final class Decoded: @unchecked Sendable {
    let cgImage: CGImage
    init(_ cgImage: CGImage) { self.cgImage = cgImage }
  }

  /// `NSCache` evicts under memory pressure on its own, and beyond 64 MB of pixels.
  private static let kept: NSCache<NSString, Decoded> = {
    let cache = NSCache<NSString, Decoded>()
    cache.totalCostLimit = 64 << 20
    return cache
  }()

  static func key(_ url: URL, maxPixelSize: Int) -> String {
    "\(maxPixelSize) \(url.absoluteString)"
  }

  /// The image decoded earlier at this size, if it is still kept.
  static func kept(_ url: URL, maxPixelSize: Int) -> Decoded? {
    kept.object(forKey: key(url, maxPixelSize: maxPixelSize) as NSString)
  }

  /// Detached, so off the main thread whatever `nonisolated async` means; `nil` if unreadable.
  static func decode(_ data: Data, of url: URL, maxPixelSize: Int) async -> Decoded? {
    await Task.detached(priority: .userInitiated) { () -> Decoded? in
      let sourceOptions: [CFString: Any] = [kCGImageSourceShouldCache: false]
      guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions as CFDictionary)
      else { return nil }
      let thumbnailOptions: [CFString: Any] = [
        // Not a JPEG's small embedded thumbnail.
        kCGImageSourceCreateThumbnailFromImageAlways: true,
        kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        kCGImageSourceCreateThumbnailWithTransform: true,
        // Decode here, not when the main thread first draws it.
        kCGImageSourceShouldCacheImmediately: true,
      ]
      guard
        let image = CGImageSourceCreateThumbnailAtIndex(source, 0, thumbnailOptions as CFDictionary)
      else { return nil }
      let decoded = Decoded(image)
      let key = key(url, maxPixelSize: maxPixelSize) as NSString
      kept.setObject(decoded, forKey: key, cost: image.bytesPerRow * image.height)
      return decoded
    }.value
  }
}
