// GradientView: the Apple-platform views. Their sources come with the view issue; on Linux this module is empty.
