// View-harness runtime (Linux/AppleShims/README.md): image data read as far as its pixel size.
import Foundation
@_spi(Harness) import CoreGraphics

/// Reads the pixel size of PNG and JPEG data and makes thumbnails of it as ImageIO does: no
/// pixels are decoded (a bitmap here is its size).
enum _ImageData {
  /// "CGImageSourceCreateWithData(_:_:)": an image source for data in a format ImageIO reads.
  /// Modelled for PNG and JPEG (the teasers' usual formats): their size is read from the header.
  /// Other data stops the run ("not modelled"): which formats and errors ImageIO reports for it is
  /// not modelled.
  static func source(for data: Data) -> CGImageSource? {
    let bytes = [UInt8](data)
    if let size = pngSize(bytes) ?? jpegSize(bytes) {
      return CGImageSource(_width: size.width, _height: size.height)
    }
    fatalError(
      "not modelled: imageio/cgimagesourcecreatewithdata(_:_:) for data that is neither PNG nor"
        + " JPEG (add its behaviour to Linux/AppleShims/runtime, with its source)")
  }

  /// "CGImageSourceCreateThumbnailAtIndex(_:_:_:)": "If the index is invalid, this method returns
  /// NULL" (a PNG or JPEG has one image, index 0). The data's own embedded thumbnail is not
  /// modelled, so without kCGImageSourceCreateThumbnailFromImageAlways or …IfAbsent (both
  /// default false) there is none to return. kCGImageSourceThumbnailMaxPixelSize: "the maximum
  /// width and height of a thumbnail image, specified in pixels … If this key is not specified,
  /// … thumbnails may be as big as the image itself": the longer side becomes the smaller of the
  /// limit and its own length, the aspect ratio kept, never scaled up. The transform key
  /// (orientation) changes nothing: EXIF orientation is not read. Caching keys only change when
  /// decoding happens.
  static func thumbnail(of source: CGImageSource, at index: Int, _ options: NSDictionary?)
    -> CGImage?
  {
    guard index == 0 else { return nil }
    let always = flag(options?[kCGImageSourceCreateThumbnailFromImageAlways])
    let ifAbsent = flag(options?[kCGImageSourceCreateThumbnailFromImageIfAbsent])
    guard always || ifAbsent else { return nil }
    var width = source._width
    var height = source._height
    if let limit = number(options?[kCGImageSourceThumbnailMaxPixelSize]), limit > 0 {
      let longer = max(width, height)
      if longer > limit {
        let factor = Double(limit) / Double(longer)
        width = max(1, Int((Double(width) * factor).rounded()))
        height = max(1, Int((Double(height) * factor).rounded()))
      }
    }
    return CGImage._bitmap(width: width, height: height)
  }

  /// PNG: the 8-byte signature, then the IHDR chunk ("The IHDR chunk shall be the first chunk"),
  /// whose data starts with width and height as 4-byte big-endian integers (W3C, Portable Network
  /// Graphics Specification, 5.2 and 11.2.2).
  static func pngSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    let width = be(b, 16, 4)
    let height = be(b, 20, 4)
    return width > 0 && height > 0 ? (width, height) : nil
  }

  /// JPEG: SOI (FF D8), then marker segments (FF, marker, 2-byte length that counts itself); a
  /// start-of-frame segment (SOF0–SOF15 but DHT C4, JPG C8, DAC CC) holds precision, height and
  /// width (ITU-T T.81, B.1.1.3, B.2.2).
  static func jpegSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
    var at = 2
    while at + 4 <= b.count {
      guard b[at] == 0xFF else { return nil }
      let marker = b[at + 1]
      if marker == 0xFF { at += 1; continue }  // fill byte
      let length = be(b, at + 2, 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard at + 9 <= b.count else { return nil }
        let height = be(b, at + 5, 2)
        let width = be(b, at + 7, 2)
        return width > 0 && height > 0 ? (width, height) : nil
      }
      guard length >= 2 else { return nil }
      at += 2 + length
    }
    return nil
  }

  static func be(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
    b[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
  }

  static func flag(_ value: Any?) -> Bool {
    (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
  }

  static func number(_ value: Any?) -> Int? {
    if let value = value as? Int { return value }
    if let value = value as? Double { return Int(value) }
    return (value as? NSNumber)?.intValue
  }
}
