// The SwiftUI layer; compiled only where SwiftUI exists.
